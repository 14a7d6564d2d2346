import 'server-only'

import { sitePaths } from '@/content/server/site-paths'
import { tags } from '@/platform/data/cache-tags'
import { cachedRead } from '@/platform/data/cached'
import { payloadClient } from '@/platform/data/payload'

/** Every public path of the catalogue and the CMS pages, with when it last changed. */
export const getSitemapPaths = cachedRead(
  async () => sitePaths(await payloadClient()),
  ['sitemap-paths'],
  { tags: [tags.catalogue, tags.pages] },
)
