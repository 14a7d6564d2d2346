import 'server-only'

import { cache } from 'react'

import { type EngineAddress, resolveEngineAddress } from '@/catalogue/rules/engine-address'
import { engineDisplayName } from '@/catalogue/rules/power'
import { packageSlug } from '@/catalogue/rules/results'
import { joinPath, slugify } from '@/catalogue/rules/slug'
import type { Locale } from '@/i18n/locales'
import type { Engine } from '@/payload-types'
import { payloadClient } from '@/platform/data/payload'

import { getYearLevel, getYearPage } from './levels'
import { cached, cardFields, engineCard } from './shared'
import type { EngineCard, EnginePage } from './types'
import { visibleEngine } from './visibility'

/** A visible engine by its path, with the card's fields and, for its own page, the packages. */
async function visibleEngineByPath(
  path: string,
  { details = false, locale }: { details?: boolean; locale?: Locale } = {},
) {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'engines',
    where: { and: [{ path: { equals: path } }, visibleEngine] },
    depth: 0,
    limit: 1,
    pagination: false,
    locale,
    select: details ? { ...cardFields, ecu: true, price: true, results: true } : cardFields,
  })
  return (docs[0] as Engine | undefined) ?? null
}

const engineCardByPath = cached('engine-card', async (path: string): Promise<EngineCard | null> => {
  const engine = await visibleEngineByPath(path)
  return engine ? engineCard(engine) : null
})

/**
 * What the engine segment of a URL names in a build year: an engine, a moved one or a choice.
 * An engine's own slug is one lookup by path; only the short "{stockHp}pk" form (or a segment
 * that names nothing) reads the engines of the build year.
 */
export const getEngineAddress = cache(
  async (
    brandSlug: string,
    modelSlug: string,
    yearSlug: string,
    segment: string,
  ): Promise<EngineAddress<EngineCard>> => {
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

const engineDetails = cached(
  'engine-details',
  async (path: string, locale: Locale): Promise<EngineDetails | null> => {
    const engine = await visibleEngineByPath(path, { details: true, locale })
    if (!engine) return null
    const card = engineCard(engine)
    return {
      ...card,
      id: String(engine.id),
      // Shown in the page's unit ("120 pk", "120 hp"); the stored name keeps its address.
      name: engineDisplayName(card.name, locale),
      ecu: engine.ecu ?? null,
      price: engine.price ?? null,
      results: (engine.results ?? []).map((result) => ({
        slug: packageSlug(result),
        type: result.type,
        price: result.price ?? null,
        description: result.description ?? null,
        features: (result.features ?? []).map((f) => f.feature),
      })),
    }
  },
)

/** An engine page by its own slug; the short "{stockHp}pk" form is resolved by getEngineAddress. */
export const getEnginePage = cache(
  async (
    brandSlug: string,
    modelSlug: string,
    yearSlug: string,
    engineSlug: string,
    locale: Locale,
  ): Promise<EnginePage | null> => {
    const [level, engine] = await Promise.all([
      getYearLevel(brandSlug, modelSlug, yearSlug),
      engineDetails(joinPath(brandSlug, modelSlug, yearSlug, slugify(engineSlug)), locale),
    ])
    if (!level || !engine) return null
    return {
      ...engine,
      brand: level.brand,
      model: { slug: level.model.slug, name: level.model.name },
      year: { slug: level.year.slug, label: level.year.label },
    }
  },
)

/** Pairs for a random sample of engine pages (benchmarks) and the sitemap. */
export const getEnginePaths = cached('engine-paths', async (): Promise<string[]> => {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'engines',
    where: visibleEngine,
    pagination: false,
    depth: 0,
    select: { path: true },
  })
  return docs.map((doc) => doc.path ?? '').filter(Boolean)
})
