import type { CollectionAfterChangeHook, CollectionSlug } from 'payload'

import { movesUnder } from '@/domain/redirects'
import { recordMoves } from '@/server/catalogue/redirects'

type Child = { collection: CollectionSlug; field: string }

/**
 * A renamed slug changes this document's path; every page below it moves with it in the same
 * transaction, and each old path answers 301 to its new one. (Children store their full path,
 * so without this they would keep the old one and answer 404.)
 */
export const moveDescendants =
  (children: readonly Child[]): CollectionAfterChangeHook =>
  async ({ doc, previousDoc, operation, req }) => {
    const before = previousDoc?.path as string | undefined
    const after = doc.path as string | undefined
    if (operation === 'create' && after) await recordMoves(req.payload, req, [], [after])
    if (operation !== 'update' || !before || !after || before === after) return doc

    const moves = [{ from: before, to: after }]
    const now = new Date().toISOString()
    for (const child of children) {
      const { docs } = await req.payload.db.find<{ id: number | string; path?: string | null }>({
        collection: child.collection,
        where: { [child.field]: { equals: doc.id } },
        pagination: false,
        limit: 0,
        select: { path: true },
        req,
      })
      const ids = new Map(docs.map((descendant) => [descendant.path ?? '', descendant.id]))
      for (const move of movesUnder(before, after, [...ids.keys()])) {
        await req.payload.db.updateOne({
          collection: child.collection,
          id: ids.get(move.from)!,
          data: { path: move.to, updatedAt: now },
          req,
          returning: false,
        })
        moves.push(move)
      }
    }
    await recordMoves(req.payload, req, moves)
    return doc
  }
