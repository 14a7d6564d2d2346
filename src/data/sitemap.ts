import 'server-only'

import { unstable_cache } from 'next/cache'

import { tags } from './cache-tags'
import { payloadClient } from './payload'
import { visibleEngine } from './visibility'

/** Every public path of the catalogue and the CMS pages, with when it last changed. */
export const getSitemapPaths = unstable_cache(
  async (): Promise<{ path: string; updatedAt: string }[]> => {
    const payload = await payloadClient()
    const select = { path: true, updatedAt: true } as const
    const [brands, models, years, engines, pages] = await Promise.all([
      payload.find({ collection: 'brands', pagination: false, depth: 0, select }),
      payload.find({ collection: 'models', pagination: false, depth: 0, select }),
      payload.find({ collection: 'build-years', pagination: false, depth: 0, select }),
      payload.find({ collection: 'engines', where: visibleEngine, pagination: false, depth: 0, select }),
      payload.find({ collection: 'pages', pagination: false, depth: 0, select: { slug: true, updatedAt: true } }),
    ])
    return [
      ...[...brands.docs, ...models.docs, ...years.docs, ...engines.docs].map((doc) => ({ path: `/merken/${doc.path}`, updatedAt: doc.updatedAt })),
      ...pages.docs.map((doc) => ({ path: `/${doc.slug}`, updatedAt: doc.updatedAt })),
    ]
  },
  ['sitemap-paths'],
  { tags: [tags.catalogue, tags.pages] },
)
