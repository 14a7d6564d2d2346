import type { CollectionAfterChangeHook, GlobalAfterChangeHook } from 'payload'

import { withParents } from '@/content'
import { queueWarming } from '@/content/server'
import { routes } from '@/kit/routes/routes'

/**
 * After a staff save the pages it changed are rendered again before a visitor asks: a
 * catalogue page with the pages that list it, a CMS page itself. Bulk writers (seed, importer)
 * set `disableRevalidate` and warm once at the end.
 */
export const warmEdited =
  (pathOf: (doc: Record<string, unknown>) => string | null): CollectionAfterChangeHook =>
  async ({ doc, req }) => {
    const path = pathOf(doc)
    if (path && req.user && !req.context.disableRevalidate)
      await queueWarming(req.payload, withParents(path), req)
    return doc
  }

export const catalogueWarm = warmEdited((doc) =>
  typeof doc.path === 'string' && doc.path ? routes.catalogue(doc.path) : null,
)

export const pageWarm = warmEdited((doc) =>
  typeof doc.slug === 'string' && doc.slug ? routes.content(doc.slug) : null,
)

/** Settings every page shows (prices, the promotion, the business details): all pages again. */
export const warmEverything: GlobalAfterChangeHook = async ({ doc, req }) => {
  if (req.user && !req.context.disableRevalidate) await queueWarming(req.payload, undefined, req)
  return doc
}
