import 'server-only'

import { unstable_cache } from 'next/cache'
import type { Payload } from 'payload'
import { cache } from 'react'

import { byName, groupFigures, isComingSoon } from '@/domain/catalogue'
import { isBrandCategory } from '@/domain/categories'
import { averagePowerGain, fallbackGain } from '@/domain/gain'
import { type EngineAddress, resolveEngineAddress } from '@/domain/engine-address'
import { idOf } from '@/domain/relation'
import { joinPath, slugify } from '@/domain/slug'
import { sortNewestFirst } from '@/domain/years'
import type { Locale } from '@/i18n/locales'
import type { Brand, BuildYear, Engine, Media, Model } from '@/payload-types'

import { tags } from './cache-tags'
import { visibleEngine } from './visibility'
import { payloadClient } from './payload'
import type { BrandIndexEntry, BrandPage, BrandSummary, EngineCard, EnginePage, ModelLink, ModelPage, YearPage } from './types'

/**
 * Cached twice: in Next's data cache under the catalogue tag, shared by every page until staff
 * change the catalogue, and per request (React's cache), so the layouts, generateMetadata and
 * the page that ask for the same thing read it once. A cached function never calls another:
 * an unstable_cache called inside another is not cached at all and reads the database on every
 * call. Pages are composed from cached reads outside them instead.
 */
const cached = <A extends unknown[], R>(name: string, fn: (...args: A) => Promise<R>) =>
  cache(unstable_cache(fn, [name], { tags: [tags.catalogue] }))

function logoUrl(logo: Brand['logo']): string | null {
  if (!logo || typeof logo !== 'object') return null
  const media = logo as Media
  return media.sizes?.logo?.url ?? media.url ?? null
}

function summary(brand: Brand, modelCount: number): BrandSummary {
  return {
    slug: brand.slug,
    name: brand.name,
    category: isBrandCategory(brand.category) ? brand.category : 'cars',
    logoUrl: logoUrl(brand.logo),
    modelCount,
  }
}

async function brandBySlug(payload: Payload, slug: string, locale?: Locale) {
  const { docs } = await payload.find({ collection: 'brands', where: { slug: { equals: slug } }, depth: 1, limit: 1, pagination: false, locale })
  return docs[0] ?? null
}

/** The fields an engine card shows: what a list or an address needs, not the packages. */
const cardFields = { slug: true, name: true, path: true, fuel: true, stockHp: true, tunedHp: true, stockNm: true, tunedNm: true } as const

const engineCard = (engine: Engine): EngineCard => ({
  slug: engine.slug,
  name: engine.name,
  path: engine.path ?? '',
  fuel: engine.fuel ?? null,
  stockHp: engine.stockHp,
  tunedHp: engine.tunedHp,
  stockNm: engine.stockNm,
  tunedNm: engine.tunedNm,
})

/** Every brand with its models, alphabetical: the brand grid and the vehicle picker. */
export const getBrandIndex = cached('brand-index', async (): Promise<BrandIndexEntry[]> => {
  const payload = await payloadClient()
  const [brands, models] = await Promise.all([
    payload.find({ collection: 'brands', pagination: false, depth: 1, select: { name: true, slug: true, category: true, logo: true } }),
    payload.find({ collection: 'models', pagination: false, depth: 0, select: { name: true, slug: true, brand: true } }),
  ])
  const modelsByBrand = new Map<unknown, { slug: string; name: string }[]>()
  for (const model of models.docs) {
    const list = modelsByBrand.get(model.brand) ?? []
    list.push({ slug: model.slug, name: model.name })
    modelsByBrand.set(model.brand, list)
  }
  return byName(
    brands.docs.map((brand) => {
      const list = byName(modelsByBrand.get(brand.id) ?? [])
      return { ...summary(brand as Brand, list.length), models: list }
    }),
  )
})

export const getBrandPage = cached('brand-page', async (slug: string, locale: Locale): Promise<BrandPage | null> => {
  const payload = await payloadClient()
  const brand = await brandBySlug(payload, slug, locale)
  if (!brand) return null
  const [models, years, engines] = await Promise.all([
    payload.find({ collection: 'models', where: { brand: { equals: brand.id } }, pagination: false, depth: 0, select: { name: true, slug: true, path: true, underConstruction: true } }),
    payload.find({ collection: 'build-years', where: { brand: { equals: brand.id } }, pagination: false, depth: 0, select: { model: true } }),
    payload.find({ collection: 'engines', where: { and: [{ brand: { equals: brand.id } }, visibleEngine] }, pagination: false, depth: 0, select: { model: true, stockHp: true, tunedHp: true } }),
  ])
  const enginesByModel = groupFigures(engines.docs, (engine) => idOf(engine.model))
  const yearCounts = new Map<unknown, number>()
  for (const year of years.docs) yearCounts.set(idOf(year.model), (yearCounts.get(idOf(year.model)) ?? 0) + 1)
  return {
    ...summary(brand, models.docs.length),
    intro: brand.intro ?? null,
    seo: { title: brand.seo?.title || null, description: brand.seo?.description || null },
    averageGain: averagePowerGain(engines.docs, fallbackGain.brand),
    models: byName(
      models.docs.map((model) => ({
        slug: model.slug,
        name: model.name,
        path: model.path ?? joinPath(slug, model.slug),
        yearCount: yearCounts.get(model.id) ?? 0,
        comingSoon: isComingSoon({ underConstruction: model.underConstruction, engineCount: enginesByModel.get(model.id)?.length ?? 0 }),
      })),
    ),
  }
})

export const getModelPage = cached('model-page', async (brandSlug: string, modelSlug: string): Promise<ModelPage | null> => {
  const payload = await payloadClient()
  const path = joinPath(brandSlug, modelSlug)
  const [brand, models] = await Promise.all([
    brandBySlug(payload, brandSlug),
    payload.find({ collection: 'models', where: { path: { equals: path } }, depth: 0, limit: 1, pagination: false }),
  ])
  const model = models.docs[0]
  if (!brand || !model) return null
  const [years, engines, modelCount] = await Promise.all([
    payload.find({ collection: 'build-years', where: { model: { equals: model.id } }, pagination: false, depth: 0 }),
    payload.find({ collection: 'engines', where: { and: [{ model: { equals: model.id } }, visibleEngine] }, pagination: false, depth: 0, select: { buildYear: true, stockHp: true, tunedHp: true } }),
    payload.count({ collection: 'models', where: { brand: { equals: brand.id } } }),
  ])
  const enginesByYear = groupFigures(engines.docs, (engine) => idOf(engine.buildYear))
  return {
    brand: summary(brand, modelCount.totalDocs),
    slug: model.slug,
    name: model.name,
    path,
    underConstruction: Boolean(model.underConstruction),
    averageGain: averagePowerGain(engines.docs, fallbackGain.model),
    years: sortNewestFirst(years.docs, (year) => year.label).map((year) => {
      const engineCount = enginesByYear.get(year.id)?.length ?? 0
      return {
        slug: year.slug,
        label: year.label,
        path: year.path ?? joinPath(path, year.slug),
        engineCount,
        comingSoon: isComingSoon({ underConstruction: year.underConstruction, engineCount }),
      }
    }),
  }
})

/** A brand as the pages below it show it: one lookup by slug, cached per brand. */
export const getBrandSummary = cached('brand-summary', async (slug: string): Promise<BrandSummary | null> => {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'brands',
    where: { slug: { equals: slug } },
    depth: 1,
    limit: 1,
    pagination: false,
    select: { name: true, slug: true, category: true, logo: true },
  })
  const brand = docs[0]
  if (!brand) return null
  const models = await payload.count({ collection: 'models', where: { brand: { equals: brand.id } } })
  return summary(brand as Brand, models.totalDocs)
})

type ModelLevel = ModelLink & { id: Model['id'] }
type YearLevel = { id: BuildYear['id']; slug: string; label: string; path: string | null; underConstruction: boolean }

const modelByPath = cached('model-by-path', async (path: string): Promise<ModelLevel | null> => {
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: 'models', where: { path: { equals: path } }, depth: 0, limit: 1, pagination: false, select: { slug: true, name: true } })
  const model = docs[0]
  return model ? { id: model.id, slug: model.slug, name: model.name } : null
})

const yearByPath = cached('year-by-path', async (path: string): Promise<YearLevel | null> => {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'build-years',
    where: { path: { equals: path } },
    depth: 0,
    limit: 1,
    pagination: false,
    select: { slug: true, label: true, path: true, underConstruction: true },
  })
  const year = docs[0]
  return year ? { id: year.id, slug: year.slug, label: year.label, path: year.path ?? null, underConstruction: Boolean(year.underConstruction) } : null
})

/** A model of a known brand, or null: the model layout's 404 check, one lookup per level. */
export const getModelLevel = cache(async (brandSlug: string, modelSlug: string) => {
  const [brand, model] = await Promise.all([getBrandSummary(brandSlug), modelByPath(joinPath(brandSlug, modelSlug))])
  return brand && model ? { brand, model } : null
})

/** A build year of a known model, or null: the year layout's 404 check, one lookup per level. */
export const getYearLevel = cache(async (brandSlug: string, modelSlug: string, yearSlug: string) => {
  const [parent, year] = await Promise.all([getModelLevel(brandSlug, modelSlug), yearByPath(joinPath(brandSlug, modelSlug, yearSlug))])
  return parent && year ? { ...parent, year } : null
})

const yearEngines = cached('year-engines', async (yearId: BuildYear['id']): Promise<EngineCard[]> => {
  const payload = await payloadClient()
  const engines = await payload.find({ collection: 'engines', where: { and: [{ buildYear: { equals: yearId } }, visibleEngine] }, pagination: false, depth: 0, sort: 'stockHp', select: cardFields })
  return engines.docs.map((engine) => engineCard(engine as Engine))
})

export const getYearPage = cache(async (brandSlug: string, modelSlug: string, yearSlug: string): Promise<YearPage | null> => {
  const level = await getYearLevel(brandSlug, modelSlug, yearSlug)
  if (!level) return null
  const { brand, model, year } = level
  const cards = await yearEngines(year.id)
  return {
    brand,
    model: { slug: model.slug, name: model.name },
    slug: year.slug,
    label: year.label,
    path: year.path ?? joinPath(brandSlug, modelSlug, year.slug),
    underConstruction: year.underConstruction,
    engines: cards,
    averageGain: averagePowerGain(cards, fallbackGain.year),
  }
})

/** A visible engine by its full path (`audi/a4/2015-2019/150pk`): one indexed lookup. */
const engineCardByPath = cached('engine-card', async (path: string): Promise<EngineCard | null> => {
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: 'engines', where: { and: [{ path: { equals: path } }, visibleEngine] }, depth: 0, limit: 1, pagination: false, select: cardFields })
  const engine = docs[0]
  return engine ? engineCard(engine as Engine) : null
})

/**
 * What the engine segment of a URL names in a build year: an engine, a moved one or a choice.
 * An engine's own slug is one lookup by path; only the short "{stockHp}pk" form (or a segment
 * that names nothing) reads the engines of the build year.
 */
export const getEngineAddress = cache(
  async (brandSlug: string, modelSlug: string, yearSlug: string, segment: string): Promise<EngineAddress<EngineCard>> => {
    const [level, engine] = await Promise.all([
      getYearLevel(brandSlug, modelSlug, yearSlug),
      engineCardByPath(joinPath(brandSlug, modelSlug, yearSlug, slugify(segment))),
    ])
    if (!level) return { kind: 'none' }
    if (engine) return { kind: 'engine', engine }
    const year = await getYearPage(brandSlug, modelSlug, yearSlug)
    return year ? resolveEngineAddress(year.engines, segment) : { kind: 'none' }
  },
)

type EngineDetails = Omit<EnginePage, 'brand' | 'model' | 'year'>

const engineDetails = cached('engine-details', async (path: string, locale: Locale): Promise<EngineDetails | null> => {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'engines',
    where: { and: [{ path: { equals: path } }, visibleEngine] },
    depth: 0,
    limit: 1,
    pagination: false,
    locale,
    select: { ...cardFields, ecu: true, price: true, results: true },
  })
  const engine = docs[0] as Engine | undefined
  if (!engine) return null
  return {
    ...engineCard(engine),
    ecu: engine.ecu ?? null,
    price: engine.price ?? null,
    results: (engine.results ?? []).map((result) => ({
      slug: result.slug || slugify(result.type),
      type: result.type,
      price: result.price ?? null,
      description: result.description ?? null,
      features: (result.features ?? []).map((f) => f.feature),
    })),
  }
})

/** An engine page by its own slug; the short "{stockHp}pk" form is resolved by getEngineAddress. */
export const getEnginePage = cache(
  async (brandSlug: string, modelSlug: string, yearSlug: string, engineSlug: string, locale: Locale): Promise<EnginePage | null> => {
    const [level, engine] = await Promise.all([
      getYearLevel(brandSlug, modelSlug, yearSlug),
      engineDetails(joinPath(brandSlug, modelSlug, yearSlug, slugify(engineSlug)), locale),
    ])
    if (!level || !engine) return null
    return { ...engine, brand: level.brand, model: { slug: level.model.slug, name: level.model.name }, year: { slug: level.year.slug, label: level.year.label } }
  },
)

/** Pairs for a random sample of engine pages (benchmarks) and the sitemap. */
export const getEnginePaths = cached('engine-paths', async (): Promise<string[]> => {
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: 'engines', where: visibleEngine, pagination: false, depth: 0, select: { path: true } })
  return docs.map((doc) => doc.path ?? '').filter(Boolean)
})
