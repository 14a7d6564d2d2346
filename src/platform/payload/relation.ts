import type { CollectionSlug, Payload, PayloadRequest } from 'payload'

/** A document id as the database stores it: a number on SQLite, a string on MongoDB. */
export type Id = number | string

/** Relationship values come back as ids or populated documents depending on depth and adapter. */
export function idOf(value: unknown): Id | null {
  if (typeof value === 'number' || typeof value === 'string') return value
  if (value && typeof value === 'object' && 'id' in value) return (value as { id: Id }).id
  return null
}

/**
 * Clears every `field` that points at the document `id`, which is being deleted, in the
 * caller's transaction: what ON DELETE SET NULL does where the schema says so, also where it
 * cannot (MongoDB has no foreign keys). Written through the adapter, as the constraint would:
 * a record that only loses a link runs no hooks and is not validated again.
 */
export async function clearLinks(
  payload: Payload,
  links: readonly (readonly [CollectionSlug, string])[],
  id: Id,
  req: PayloadRequest,
) {
  for (const [collection, field] of links)
    await payload.db.updateMany({
      collection,
      where: { [field]: { equals: id } },
      data: { [field]: null },
      req,
      returning: false,
    })
}
