import type { CollectionSlug, Payload, PayloadRequest } from 'payload'

import { type Id, idOf, type Row } from './existing'

export type Counts = { created: number; updated: number; unchanged: number }

/**
 * The importer's writes, straight to the database adapter inside the import's transaction;
 * a dry run counts the same way and writes nothing. Once `signal` is aborted (the server
 * stopping) the next write throws, and the import's transaction is rolled back whole.
 */
export class Writer {
  constructor(
    private readonly payload: Payload,
    private readonly req: PayloadRequest,
    private readonly enabled: boolean,
    private readonly signal?: AbortSignal,
  ) {}

  async create(
    collection: CollectionSlug,
    data: Record<string, unknown>,
    returning = false,
  ): Promise<Id | null> {
    this.signal?.throwIfAborted()
    if (!this.enabled) return null
    const doc = await this.payload.db.create({ collection, data, req: this.req, returning })
    return returning ? (doc as { id: Id }).id : null
  }

  async update(collection: CollectionSlug, id: Id, data: Record<string, unknown>) {
    this.signal?.throwIfAborted()
    if (!this.enabled) return
    await this.payload.db.updateOne({ collection, id, data, req: this.req, returning: false })
  }

  /** Creates missing parents, renames changed ones, and returns every id by path. */
  async upsertParents<T extends Record<string, unknown>>(
    collection: CollectionSlug,
    stored: Map<string, Row>,
    wanted: Map<string, T>,
    counts: Counts,
    forCreate: (data: T) => Record<string, unknown>,
    changesOf: (stored: Row, data: T) => Record<string, unknown>,
  ): Promise<Map<string, Id | undefined>> {
    const ids = new Map<string, Id | undefined>()
    for (const [path, data] of wanted) {
      const existing = stored.get(path)
      if (!existing) {
        counts.created++
        ids.set(path, (await this.create(collection, forCreate(data), true)) ?? undefined)
        continue
      }
      ids.set(path, idOf(existing.id) ?? undefined)
      const changes = changesOf(existing, data)
      if (Object.keys(changes).length === 0) counts.unchanged++
      else {
        counts.updated++
        await this.update(collection, existing.id, changes)
      }
    }
    return ids
  }
}
