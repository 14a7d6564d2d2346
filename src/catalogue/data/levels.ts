import 'server-only'

import { cache } from 'react'

import { averagePowerGain, fallbackGain } from '@/catalogue/rules/gain'
import { joinPath } from '@/catalogue/rules/slug'
import type { BuildYear, Engine, Model } from '@/payload-types'
import { payloadClient } from '@/platform/data/payload'

import { getBrandSummary } from './overview'
import { cached, cardFields, engineCard } from './shared'
import type { EngineCard, ModelLink, YearPage } from './types'
import { visibleEngine } from './visibility'

export type ModelLevel = ModelLink & { id: Model['id'] }
export type YearLevel = {
  id: BuildYear['id']
  slug: string
  label: string
  path: string | null
  underConstruction: boolean
}

const modelByPath = cached('model-by-path', async (path: string): Promise<ModelLevel | null> => {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'models',
    where: { path: { equals: path } },
    depth: 0,
    limit: 1,
    pagination: false,
    select: { slug: true, name: true },
  })
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
  return year
    ? {
        id: year.id,
        slug: year.slug,
        label: year.label,
        path: year.path ?? null,
        underConstruction: Boolean(year.underConstruction),
      }
    : null
})

/** A model of a known brand, or null: the model layout's 404 check, one lookup per level. */
export const getModelLevel = cache(async (brandSlug: string, modelSlug: string) => {
  const [brand, model] = await Promise.all([
    getBrandSummary(brandSlug),
    modelByPath(joinPath(brandSlug, modelSlug)),
  ])
  return brand && model ? { brand, model } : null
})

/** A build year of a known model, or null: the year layout's 404 check, one lookup per level. */
export const getYearLevel = cache(
  async (brandSlug: string, modelSlug: string, yearSlug: string) => {
    const [parent, year] = await Promise.all([
      getModelLevel(brandSlug, modelSlug),
      yearByPath(joinPath(brandSlug, modelSlug, yearSlug)),
    ])
    return parent && year ? { ...parent, year } : null
  },
)

const yearEngines = cached(
  'year-engines',
  async (yearId: BuildYear['id']): Promise<EngineCard[]> => {
    const payload = await payloadClient()
    const engines = await payload.find({
      collection: 'engines',
      where: { and: [{ buildYear: { equals: yearId } }, visibleEngine] },
      pagination: false,
      depth: 0,
      sort: 'stockHp',
      select: cardFields,
    })
    return engines.docs.map((engine) => engineCard(engine as Engine))
  },
)

export const getYearPage = cache(
  async (brandSlug: string, modelSlug: string, yearSlug: string): Promise<YearPage | null> => {
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
  },
)

/** A visible engine by its full path (`audi/a4/2015-2019/150pk`): one indexed lookup. */
