import 'server-only'

import { tags } from '@/platform/data/cache-tags'
import { cachedRead } from '@/platform/data/cached'
import { payloadClient } from '@/platform/data/payload'

import { visibleEngine } from './visibility'

export type CatalogueStats = { brands: number; engines: number }

export const getCatalogueStats = cachedRead(
  async (): Promise<CatalogueStats> => {
    const payload = await payloadClient()
    const [brands, engines] = await Promise.all([
      payload.count({ collection: 'brands' }),
      payload.count({ collection: 'engines', where: visibleEngine }),
    ])
    return { brands: brands.totalDocs, engines: engines.totalDocs }
  },
  ['catalogue-stats'],
  { tags: [tags.catalogue] },
)
