import type { CollectionAfterChangeHook, CollectionSlug } from 'payload'

import { recordMoves } from '../../src/server/catalogue/redirects'

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
      for (const descendant of docs) {
        const path = descendant.path ?? ''
        if (!path.startsWith(`${before}/`)) continue
        const to = after + path.slice(before.length)
        await req.payload.db.updateOne({
          collection: child.collection,
          id: descendant.id,
          data: { path: to, updatedAt: now },
          req,
          returning: false,
        })
        moves.push({ from: path, to })
      }
    }
    await recordMoves(req.payload, req, moves)
    return doc
  }
