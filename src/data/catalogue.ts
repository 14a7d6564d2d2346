import 'server-only'

import { unstable_cache } from 'next/cache'
import type { Payload } from 'payload'

import { byName, groupFigures, isComingSoon } from '@/domain/catalogue'
import { isBrandCategory } from '@/domain/categories'
import { averagePowerGain, fallbackGain } from '@/domain/gain'
import { type EngineAddress, resolveEngineAddress } from '@/domain/engine-address'
import { idOf } from '@/domain/relation'
import { joinPath, slugify } from '@/domain/slug'
import { sortNewestFirst } from '@/domain/years'
import type { Locale } from '@/i18n/locales'
import type { Brand, Engine, Media } from '@/payload-types'

import { tags } from './cache-tags'
import { visibleEngine } from './visibility'
import { payloadClient } from './payload'
import type { BrandIndexEntry, BrandPage, BrandSummary, EngineCard, EnginePage, ModelPage, YearPage } from './types'

const cached = <A extends unknown[], R>(name: string, fn: (...args: A) => Promise<R>) =>
  unstable_cache(fn, [name], { tags: [tags.catalogue] })

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
  const { docs } = await payload.find({ collection: 'brands', where: { slug: { equals: slug } }, depth: 1, limit: 1, locale })
  return docs[0] ?? null
}

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
    payload.find({ collection: 'models', where: { path: { equals: path } }, depth: 0, limit: 1 }),
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

async function yearByPath(payload: Payload, path: string) {
  const { docs } = await payload.find({ collection: 'build-years', where: { path: { equals: path } }, depth: 0, limit: 1 })
  return docs[0] ?? null
}

export const getYearPage = cached(
  'year-page',
  async (brandSlug: string, modelSlug: string, yearSlug: string): Promise<YearPage | null> => {
    const model = await getModelPage(brandSlug, modelSlug)
    if (!model) return null
    const payload = await payloadClient()
    const year = await yearByPath(payload, joinPath(model.path, yearSlug))
    if (!year) return null
    const engines = await payload.find({ collection: 'engines', where: { and: [{ buildYear: { equals: year.id } }, visibleEngine] }, pagination: false, depth: 0, sort: 'stockHp' })
    const cards = engines.docs.map(engineCard)
    return {
      brand: model.brand,
      model: { slug: model.slug, name: model.name },
      slug: year.slug,
      label: year.label,
      path: year.path ?? joinPath(model.path, year.slug),
      underConstruction: Boolean(year.underConstruction),
      engines: cards,
      averageGain: averagePowerGain(cards, fallbackGain.year),
    }
  },
)

/** What the engine segment of a URL names in a build year: an engine, a moved one or a choice. */
export const getEngineAddress = cached(
  'engine-address',
  async (brandSlug: string, modelSlug: string, yearSlug: string, segment: string): Promise<EngineAddress<EngineCard>> => {
    const year = await getYearPage(brandSlug, modelSlug, yearSlug)
    return year ? resolveEngineAddress(year.engines, segment) : { kind: 'none' }
  },
)

/** An engine page by its own slug; the short "{stockHp}pk" form is resolved by getEngineAddress. */
export const getEnginePage = cached(
  'engine-page',
  async (brandSlug: string, modelSlug: string, yearSlug: string, engineSlug: string, locale: Locale): Promise<EnginePage | null> => {
    const year = await getYearPage(brandSlug, modelSlug, yearSlug)
    if (!year) return null
    const address = resolveEngineAddress(year.engines, engineSlug)
    if (address.kind !== 'engine') return null
    const payload = await payloadClient()
    const { docs } = await payload.find({ collection: 'engines', where: { path: { equals: address.engine.path } }, depth: 0, limit: 1, locale })
    const engine = docs[0]
    if (!engine) return null
    return {
      ...engineCard(engine),
      brand: year.brand,
      model: year.model,
      year: { slug: year.slug, label: year.label },
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
  },
)

/** Pairs for a random sample of engine pages (benchmarks) and the sitemap. */
export const getEnginePaths = cached('engine-paths', async (): Promise<string[]> => {
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: 'engines', where: visibleEngine, pagination: false, depth: 0, select: { path: true } })
  return docs.map((doc) => doc.path ?? '').filter(Boolean)
})
