import 'server-only'

import type { CatalogueRows } from '@/catalogue/rules/catalogue-rows'
import { payloadClient } from '@/platform/data/payload'
import { idOf } from '@/platform/payload/relation'

import { visibleEngine } from './visibility'

export type { CatalogueRows }

/**
 * Four reads of only the fields a search shows, never cached in Next's data cache: with 20,000
 * engines the rows are megabytes, and the index that holds them is rebuilt only when the
 * catalogue tag changes (search/data). Relations are turned into the parent's path.
 */
export async function loadCatalogueRows(): Promise<CatalogueRows> {
  const payload = await payloadClient()
  const [brands, models, years, engines] = await Promise.all([
    payload.find({
      collection: 'brands',
      pagination: false,
      depth: 0,
      select: { name: true, slug: true },
    }),
    payload.find({
      collection: 'models',
      pagination: false,
      depth: 0,
      select: { name: true, path: true, brand: true },
    }),
    payload.find({
      collection: 'build-years',
      pagination: false,
      depth: 0,
      select: { label: true, path: true, model: true },
    }),
    payload.find({
      collection: 'engines',
      where: visibleEngine,
      pagination: false,
      depth: 0,
      select: {
        name: true,
        path: true,
        buildYear: true,
        fuel: true,
        stockHp: true,
        tunedHp: true,
        stockNm: true,
        tunedNm: true,
      },
    }),
  ])
  const brandSlug = new Map<unknown, string>(brands.docs.map((brand) => [brand.id, brand.slug]))
  const modelPath = new Map<unknown, string>(
    models.docs.map((model) => [model.id, model.path ?? '']),
  )
  const yearPath = new Map<unknown, string>(years.docs.map((year) => [year.id, year.path ?? '']))
  return {
    brands: brands.docs.map((brand) => ({ slug: brand.slug, name: brand.name })),
    models: models.docs.map((model) => ({
      path: model.path ?? '',
      name: model.name,
      brand: brandSlug.get(idOf(model.brand)) ?? '',
    })),
    years: years.docs.map((year) => ({
      path: year.path ?? '',
      label: year.label,
      model: modelPath.get(idOf(year.model)) ?? '',
    })),
    engines: engines.docs.map((engine) => ({
      id: String(engine.id),
      path: engine.path ?? '',
      year: yearPath.get(idOf(engine.buildYear)) ?? '',
      name: engine.name,
      fuel: engine.fuel ?? null,
      stockHp: engine.stockHp,
      tunedHp: engine.tunedHp,
      stockNm: engine.stockNm,
      tunedNm: engine.tunedNm,
    })),
  }
}

/** The paths of visible engines by their ids (a comparison's address names engines by id). */
export async function getEnginePathsById(ids: readonly string[]): Promise<Map<string, string>> {
  const payload = await payloadClient()
  // SQLite numbers its documents, MongoDB names them in hex: anything else names no engine.
  const numbered = payload.db.defaultIDType === 'number'
  const wanted = ids
    .filter((id) => (numbered ? /^\d{1,12}$/ : /^[0-9a-f]{24}$/i).test(id))
    .map((id) => (numbered ? Number(id) : id))
  if (wanted.length === 0) return new Map()
  const { docs } = await payload.find({
    collection: 'engines',
    where: { and: [{ id: { in: wanted } }, visibleEngine] },
    pagination: false,
    depth: 0,
    select: { path: true },
  })
  return new Map(docs.filter((doc) => doc.path).map((doc) => [String(doc.id), doc.path!]))
}
