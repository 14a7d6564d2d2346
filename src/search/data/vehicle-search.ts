import 'server-only'

import { loadCatalogueRows } from '@/catalogue/data'
import { tags } from '@/platform/data/cache-tags'
import { cachedRead } from '@/platform/data/cached'

import { createIndexHolder } from './index-holder'

// A stamp cached under the catalogue tag: when the tag is revalidated (in any app process, through
// a shared cache) the next read makes a new one, and each process's index sees it changed.
const catalogueVersion = cachedRead(
  async () => `${Date.now()}-${Math.random().toString(36).slice(2)}`,
  ['search-catalogue-version'],
  { tags: [tags.catalogue] },
)

const key = Symbol.for('chiptuning.search.holder')
const store = globalThis as { [key]?: ReturnType<typeof createIndexHolder> }

/** The site's vehicle index: one per process, whatever server chunk asks. */
export function siteVehicleIndex() {
  store[key] ??= createIndexHolder({ load: loadCatalogueRows, version: catalogueVersion })
  return store[key]
}
