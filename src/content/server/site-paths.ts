import type { Payload } from 'payload'

import { visibleEngine } from '@/catalogue/server'
import { routes } from '@/kit/routes/routes'

/** Every public path of the catalogue and the CMS pages, with when it last changed. */
export async function sitePaths(payload: Payload): Promise<{ path: string; updatedAt: string }[]> {
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
}
