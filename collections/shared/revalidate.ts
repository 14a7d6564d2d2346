import { revalidateTag } from 'next/cache'
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
} from 'payload'

import { refreshRunningSite } from '@/catalogue/server'
import { tags } from '@/platform/data/cache-tags'
import { siteOriginForJobs } from '@/platform/site-url'
import { markSearchStale } from '@/search/server'

/**
 * Staff expect a saved figure on the very next request, so entries expire at once rather than
 * being served stale while they refresh. Bulk writers (seed, importer) set `context.disableRevalidate` and revalidate once at the end;
 * outside a running Next server there is no cache to revalidate.
 */
function revalidate(tagsToClear: string[], context: Record<string, unknown>) {
  if (context.disableRevalidate) return
  // The vehicle search's index in this process is rebuilt before its next answer.
  if (tagsToClear.includes(tags.catalogue)) markSearchStale()
  try {
    for (const tag of tagsToClear) revalidateTag(tag, { expire: 0 })
  } catch {
    // Scripts run Payload without Next's request scope; they have no cache to clear.
  }
}

export const revalidateCollection =
  (tagsOf: (doc: Record<string, unknown>) => string[]): CollectionAfterChangeHook =>
  ({ doc, req }) => {
    revalidate(tagsOf(doc), req.context)
    return doc
  }

export const revalidateOnDelete =
  (tagsOf: (doc: Record<string, unknown>) => string[]): CollectionAfterDeleteHook =>
  ({ doc, req }) => {
    revalidate(tagsOf(doc), req.context)
    return doc
  }

/**
 * A global changed through the Local API was changed outside a request (a scheduled publish
 * run by the Jobs Queue in this server or in the worker): Next's revalidateTag cannot reach the
 * site's cache from there, so the site is asked through its revalidate endpoint.
 */
export const revalidateGlobal =
  (tag: string): GlobalAfterChangeHook =>
  async ({ doc, req }) => {
    revalidate([tag], req.context)
    if (req.payloadAPI === 'local' && !req.context.disableRevalidate) {
      await refreshRunningSite(siteOriginForJobs(), [tag])
    }
    return doc
  }
