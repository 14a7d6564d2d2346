import type { CollectionAfterChangeHook, CollectionSlug } from 'payload'

import { movesUnder, recordMoves } from '@/catalogue/server'
import { idOf } from '@/platform/payload/relation'

/**
 * A collection below this one: `field` points up to this document; `inherit` names this
 * document's own ancestors that the child keeps a copy of (an engine knows its model and brand).
 */
type Child = { collection: CollectionSlug; field: string; inherit?: readonly string[] }

/**
 * A renamed slug, or a new parent (a model put under another brand), changes this document's
 * path; every page below it moves with it in the same transaction, and each old path answers
 * 301 to its new one. Children store their full path and copies of their ancestors, so without
 * this they would keep the old path (404) and be counted under the old parent.
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
      const ancestors = Object.fromEntries(
        (child.inherit ?? []).map((field) => [field, idOf(doc[field])]),
      )
      for (const move of movesUnder(before, after, [...ids.keys()])) {
        await req.payload.db.updateOne({
          collection: child.collection,
          id: ids.get(move.from)!,
          data: { path: move.to, ...ancestors, updatedAt: now },
          req,
          returning: false,
        })
        moves.push(move)
      }
    }
    await recordMoves(req.payload, req, moves)
    return doc
  }
