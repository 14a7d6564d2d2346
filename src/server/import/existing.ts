import type { CollectionSlug, Payload, PayloadRequest } from 'payload'

export type Id = number | string
export type Row = Record<string, unknown> & { id: Id; path: string }

/** Loads one collection's documents as path -> document, in a single query. */
export async function loadByPath(
  payload: Payload,
  collection: CollectionSlug,
  fields: string[],
  req: Partial<PayloadRequest>,
): Promise<Map<string, Row>> {
  const select = Object.fromEntries(['path', ...fields].map((field) => [field, true as const]))
  const result = await payload.db.find({ collection, pagination: false, limit: 0, select, req })
  return new Map((result.docs as Row[]).map((doc) => [doc.path, doc]))
}

/** Relationship values come back as ids or populated documents depending on the adapter. */
export function idOf(value: unknown): Id | null {
  if (typeof value === 'number' || typeof value === 'string') return value
  if (value && typeof value === 'object' && 'id' in value) return (value as { id: Id }).id
  return null
}
