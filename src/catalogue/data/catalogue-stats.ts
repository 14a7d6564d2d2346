import 'server-only'

import { unstable_cache } from 'next/cache'

import { tags } from '@/platform/data/cache-tags'
import { payloadClient } from '@/platform/data/payload'

import { visibleEngine } from './visibility'

export type CatalogueStats = { brands: number; engines: number }

export const getCatalogueStats = unstable_cache(
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
