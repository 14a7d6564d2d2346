import 'server-only'

import { isTunable } from '@/catalogue/rules/gain'
import { findResult } from '@/catalogue/rules/results'
import type { Locale } from '@/i18n/locales'
import { getPricing } from '@/kit/data/settings'

import { getEnginePage } from './engine'
import { getStage1Offer } from './offer'
import type { EngineResult } from './types'

export type ResultRoute = {
  brand: string
  model: string
  year: string
  engine: string
  result: string
  locale: Locale
}

/**
 * A package page's data: its engine, the package, its Stage 1 offer (the engine page's) and the
 * pricing global's fixed figures. None for an engine software cannot tune: it sells no Stage 1.
 */
export async function getResultPage(route: ResultRoute) {
  const [engine, pricing] = await Promise.all([
    getEnginePage(route.brand, route.model, route.year, route.engine, route.locale),
    getPricing(route.locale),
  ])
  const found = engine ? findResult(engine.results, route.result) : null
  // Without packages of its own an engine offers the default Stage 1, with nothing written about it.
  const result: EngineResult | null = found
    ? { price: null, description: null, features: [], ...found }
    : null
  if (!engine || !result || !isTunable(engine)) return null
  return { engine, result, pricing, offer: await getStage1Offer(engine, route.locale) }
}
