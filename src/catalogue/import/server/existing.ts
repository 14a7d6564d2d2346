import type { CollectionSlug, Payload, PayloadRequest } from 'payload'

import type { Id } from '@/platform/payload/relation'

export { type Id, idOf } from '@/platform/payload/relation'
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
