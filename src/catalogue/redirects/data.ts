import 'server-only'

import { tags } from '@/platform/data/cache-tags'
import { cachedRead } from '@/platform/data/cached'
import { payloadClient } from '@/platform/data/payload'

/** Every moved catalogue path as [from, to]; the proxy answers 301 from these. */
export const getCatalogueMoves = cachedRead(
  async (): Promise<[string, string][]> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'redirects',
      pagination: false,
      depth: 0,
      select: { from: true, to: true },
    })
    return docs.map((doc) => [doc.from, doc.to])
  },
  ['catalogue-moves'],
  { tags: [tags.catalogue] },
)
