import 'server-only'

import type { Payload } from 'payload'

import {
  findBrands,
  type MatchBrand,
  type MatchModel,
  type MatchYear,
} from '@/kenteken/rules/match'
import { tags } from '@/platform/data/cache-tags'
import { cachedRead } from '@/platform/data/cached'
import { payloadClient } from '@/platform/data/payload'
import { idOf } from '@/platform/payload/relation'

/**
 * The brands a registered make can mean, with their models, build years and engines: only
 * those brands are read, so a look-up costs a few indexed queries, not the whole catalogue.
 */
export async function loadMatchBrands(
  payload: Payload,
  make: string,
  kind: string | null,
): Promise<MatchBrand[]> {
  const { docs: brands } = await payload.find({
    collection: 'brands',
    pagination: false,
    depth: 0,
    select: { name: true, slug: true, category: true },
  })
  const hits = findBrands(
    make,
    kind,
    brands.map((brand) => ({ ...brand, category: brand.category ?? 'cars' })),
  )
  if (hits.length === 0) return []
  const ids = hits.map((hit) => hit.brand.id)
  const [models, years, engines] = await Promise.all([
    payload.find({
      collection: 'models',
      where: { brand: { in: ids } },
      pagination: false,
      depth: 0,
      select: { name: true, slug: true, brand: true },
    }),
    payload.find({
      collection: 'build-years',
      where: { brand: { in: ids } },
      pagination: false,
      depth: 0,
      select: { label: true, model: true },
    }),
    payload.find({
      collection: 'engines',
      where: { brand: { in: ids } },
      pagination: false,
      depth: 0,
      select: { name: true, path: true, fuel: true, stockHp: true, buildYear: true },
    }),
  ])
  const yearsById = new Map<unknown, MatchYear>()
  const yearsByModel = new Map<unknown, MatchYear[]>()
  for (const year of years.docs) {
    const entry: MatchYear = { label: year.label, engines: [] }
    yearsById.set(year.id, entry)
    yearsByModel.set(idOf(year.model), [...(yearsByModel.get(idOf(year.model)) ?? []), entry])
  }
  for (const engine of engines.docs) {
    if (!engine.path) continue
    yearsById.get(idOf(engine.buildYear))?.engines.push({
      name: engine.name,
      path: engine.path,
      fuel: engine.fuel ?? null,
      stockHp: engine.stockHp,
    })
  }
  const modelsByBrand = new Map<unknown, MatchModel[]>()
  for (const model of models.docs) {
    const entry: MatchModel = {
      slug: model.slug,
      name: model.name,
      years: yearsByModel.get(model.id) ?? [],
    }
    modelsByBrand.set(idOf(model.brand), [...(modelsByBrand.get(idOf(model.brand)) ?? []), entry])
  }
  return hits.map(({ brand }) => ({
    slug: brand.slug,
    name: brand.name,
    category: brand.category,
    models: modelsByBrand.get(brand.id) ?? [],
  }))
}

/** Cached per make and kind with the rest of the catalogue: a staff edit refreshes it. */
export const getMatchBrands = cachedRead(
  async (make: string, kind: string | null) => loadMatchBrands(await payloadClient(), make, kind),
  ['vehicle-match-brands'],
  { tags: [tags.catalogue] },
)
