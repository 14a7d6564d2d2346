import 'server-only'

import { visibleEngine } from '@/catalogue/data/visibility'
import { routes } from '@/content/rules/routes'
import { tags } from '@/platform/data/cache-tags'
import { cachedRead } from '@/platform/data/cached'
import { payloadClient } from '@/platform/data/payload'

/** Every public path of the catalogue and the CMS pages, with when it last changed. */
export const getSitemapPaths = cachedRead(
  async (): Promise<{ path: string; updatedAt: string }[]> => {
    const payload = await payloadClient()
    const select = { path: true, updatedAt: true } as const
    const [brands, models, years, engines, pages] = await Promise.all([
      payload.find({ collection: 'brands', pagination: false, depth: 0, select }),
      payload.find({ collection: 'models', pagination: false, depth: 0, select }),
      payload.find({ collection: 'build-years', pagination: false, depth: 0, select }),
      payload.find({
        collection: 'engines',
        where: visibleEngine,
        pagination: false,
        depth: 0,
        select,
      }),
      payload.find({
        collection: 'pages',
        pagination: false,
        depth: 0,
        select: { slug: true, updatedAt: true },
      }),
    ])
    return [
      // Every catalogue document gets its path on save; one without is not addressable.
      ...[...brands.docs, ...models.docs, ...years.docs, ...engines.docs].flatMap((doc) =>
        doc.path ? [{ path: routes.catalogue(doc.path), updatedAt: doc.updatedAt }] : [],
      ),
      ...pages.docs.map((doc) => ({ path: routes.content(doc.slug), updatedAt: doc.updatedAt })),
    ]
  },
  ['sitemap-paths'],
  { tags: [tags.catalogue, tags.pages] },
)
