import type { Payload, PayloadRequest } from 'payload'

import { mergeMoves, type Move } from '@/catalogue/redirects/rules'

type Stored = { id: number | string; from: string; to: string }

/**
 * Records moved catalogue paths as redirects in the caller's transaction: the writes go
 * through the adapter with the request, so they land or roll back with the move itself.
 */
export async function recordMoves(
  payload: Payload,
  req: PayloadRequest,
  moves: readonly Move[],
  /** Paths that hold a page again (a new engine): a redirect from them would hide it. */
  livePaths: readonly string[] = [],
): Promise<void> {
  if (moves.length === 0 && livePaths.length === 0) return
  const { docs } = await payload.db.find<Stored>({
    collection: 'redirects',
    pagination: false,
    limit: 0,
    req,
  })
  const stored = new Map(docs.map((doc) => [doc.from, doc]))
  const { keep, drop } = mergeMoves(docs, [
    ...moves,
    ...livePaths.map((path) => ({ from: path, to: path })),
  ])
  const now = new Date().toISOString()
  for (const from of drop) {
    const doc = stored.get(from)
    if (doc)
      await payload.db.deleteOne({
        collection: 'redirects',
        where: { id: { equals: doc.id } },
        req,
      })
  }
  for (const move of keep) {
    const doc = stored.get(move.from)
    if (!doc) {
      await payload.db.create({
        collection: 'redirects',
        data: { ...move, createdAt: now, updatedAt: now },
        req,
        returning: false,
      })
    } else if (doc.to !== move.to) {
      await payload.db.updateOne({
        collection: 'redirects',
        id: doc.id,
        data: { to: move.to, updatedAt: now },
        req,
        returning: false,
      })
    }
  }
}
