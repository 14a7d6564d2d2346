import 'server-only'

import { gainPercent, isTunable } from '@/catalogue'
import { getEnginePage, getEnginePathsById, getStage1Offer } from '@/catalogue/data'
import type { Locale } from '@/i18n/locales'

/** One engine of a comparison: what its column shows. */
export type ComparedEngine = {
  id: string
  path: string
  brand: string
  model: string
  year: string
  name: string
  fuel: string | null
  stockHp: number
  tunedHp: number
  stockNm: number
  tunedNm: number
  powerGain: number
  torqueGain: number
  tunable: boolean
  price: number
  priceFrom: boolean
}

export type Comparison = { engines: ComparedEngine[]; unknown: string[] }

/**
 * The engines of a comparison in the address's order, read through the catalogue's own engine
 * page reads (cached, in the visitor's language) and its Stage 1 offer; ids that name no
 * visible engine come back as `unknown`.
 */
export async function getComparison(ids: readonly string[], locale: Locale): Promise<Comparison> {
  const paths = await getEnginePathsById(ids)
  const found = await Promise.all(
    ids.map(async (id): Promise<ComparedEngine | null> => {
      const path = paths.get(id)
      const [brand, model, year, slug] = path?.split('/') ?? []
      if (!brand || !model || !year || !slug) return null
      const engine = await getEnginePage(brand, model, year, slug, locale)
      if (!engine) return null
      const offer = await getStage1Offer(engine, locale)
      return {
        id,
        path: engine.path,
        brand: engine.brand.name,
        model: engine.model.name,
        year: engine.year.label,
        name: engine.name,
        fuel: engine.fuel,
        stockHp: engine.stockHp,
        tunedHp: engine.tunedHp,
        stockNm: engine.stockNm,
        tunedNm: engine.tunedNm,
        powerGain: gainPercent(engine.stockHp, engine.tunedHp),
        torqueGain: gainPercent(engine.stockNm, engine.tunedNm),
        tunable: isTunable(engine),
        price: offer.price,
        priceFrom: offer.from,
      }
    }),
  )
  return {
    engines: found.filter((engine): engine is ComparedEngine => engine !== null),
    unknown: ids.filter((_, i) => !found[i]),
  }
}
