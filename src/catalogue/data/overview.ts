import 'server-only'

import { byName, groupFigures, isComingSoon } from '@/catalogue/rules/catalogue'
import { averagePowerGain, fallbackGain } from '@/catalogue/rules/gain'
import { joinPath } from '@/catalogue/rules/slug'
import { sortNewestFirst } from '@/catalogue/rules/years'
import type { Locale } from '@/i18n/locales'
import type { Brand } from '@/payload-types'
import { payloadClient } from '@/platform/data/payload'
import { idOf } from '@/platform/payload/relation'

import { brandBySlug, cached, summary } from './shared'
import type { BrandIndexEntry, BrandPage, BrandSummary, ModelPage } from './types'
import { visibleEngine } from './visibility'

export const getBrandIndex = cached('brand-index', async (): Promise<BrandIndexEntry[]> => {
  const payload = await payloadClient()
  const [brands, models] = await Promise.all([
    payload.find({
      collection: 'brands',
      pagination: false,
      depth: 1,
      select: { name: true, slug: true, category: true, logo: true },
    }),
    payload.find({
      collection: 'models',
      pagination: false,
      depth: 0,
      select: { name: true, slug: true, brand: true },
    }),
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

export const getBrandPage = cached(
  'brand-page',
  async (slug: string, locale: Locale): Promise<BrandPage | null> => {
    const payload = await payloadClient()
    const brand = await brandBySlug(payload, slug, locale)
    if (!brand) return null
    const [models, years, engines] = await Promise.all([
      payload.find({
        collection: 'models',
        where: { brand: { equals: brand.id } },
        pagination: false,
        depth: 0,
        select: { name: true, slug: true, path: true, underConstruction: true },
      }),
      payload.find({
        collection: 'build-years',
        where: { brand: { equals: brand.id } },
        pagination: false,
        depth: 0,
        select: { model: true },
      }),
      payload.find({
        collection: 'engines',
        where: { and: [{ brand: { equals: brand.id } }, visibleEngine] },
        pagination: false,
        depth: 0,
        select: { model: true, stockHp: true, tunedHp: true },
      }),
    ])
    const enginesByModel = groupFigures(engines.docs, (engine) => idOf(engine.model))
    const yearCounts = new Map<unknown, number>()
    for (const year of years.docs)
      yearCounts.set(idOf(year.model), (yearCounts.get(idOf(year.model)) ?? 0) + 1)
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
          comingSoon: isComingSoon({
            underConstruction: model.underConstruction,
            engineCount: enginesByModel.get(model.id)?.length ?? 0,
          }),
        })),
      ),
    }
  },
)

export const getModelPage = cached(
  'model-page',
  async (brandSlug: string, modelSlug: string): Promise<ModelPage | null> => {
    const payload = await payloadClient()
    const path = joinPath(brandSlug, modelSlug)
    const [brand, models] = await Promise.all([
      brandBySlug(payload, brandSlug),
      payload.find({
        collection: 'models',
        where: { path: { equals: path } },
        depth: 0,
        limit: 1,
        pagination: false,
      }),
    ])
    const model = models.docs[0]
    if (!brand || !model) return null
    const [years, engines, modelCount] = await Promise.all([
      payload.find({
        collection: 'build-years',
        where: { model: { equals: model.id } },
        pagination: false,
        depth: 0,
      }),
      payload.find({
        collection: 'engines',
        where: { and: [{ model: { equals: model.id } }, visibleEngine] },
        pagination: false,
        depth: 0,
        select: { buildYear: true, stockHp: true, tunedHp: true },
      }),
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
  },
)

/** A brand as the pages below it show it: one lookup by slug, cached per brand. */
export const getBrandSummary = cached(
  'brand-summary',
  async (slug: string): Promise<BrandSummary | null> => {
    const payload = await payloadClient()
    const brand = await brandBySlug(payload, slug)
    if (!brand) return null
    const models = await payload.count({
      collection: 'models',
      where: { brand: { equals: brand.id } },
    })
    return summary(brand as Brand, models.totalDocs)
  },
)
