import { fuelGroup, type FuelGroup } from '@/catalogue'
import { routes } from '@/kit/routes/routes'

import { aliasSlugOf, kindFits, nameKey, tokensOf } from './names'
import { kwToHp } from './power'
import type { RdwVehicle } from './rdw'

/** The part of the catalogue a look-up compares with: candidate brands down to their engines. */
export type MatchEngine = { name: string; path: string; fuel: string | null; stockHp: number }
export type MatchYear = { label: string; engines: MatchEngine[] }
export type MatchModel = { slug: string; name: string; years: MatchYear[] }
export type MatchBrandRef = { slug: string; name: string; category: string }
export type MatchBrand = MatchBrandRef & { models: MatchModel[] }

/** Why a candidate was chosen, one code per rule it passed (the UI words them). */
export type MatchReason = 'brand' | 'brandAlias' | 'model' | 'buildYear' | 'fuel' | 'power'

export type VehicleMatch = {
  /** The engine page under /merken. */
  path: string
  label: string
  why: MatchReason[]
  vehicle: { brand: string; model: string; buildYear: string; engine: string }
}

export type CatalogueMatch = {
  /** What the picker can be set to when no engine fits (or the visitor wants another). */
  brand: { slug: string; name: string } | null
  model: { slug: string; name: string } | null
  matches: VehicleMatch[]
}

/** At most this many candidates: a short choice, not a list to scroll. */
export const MAX_MATCHES = 5

/** Registered power and catalogue power may differ by rounding and by model year updates. */
export function powerTolerance(hp: number): number {
  return Math.max(5, Math.round(hp * 0.05))
}

type BrandHit = { brand: MatchBrandRef; reason: 'brand' | 'brandAlias'; score: number }

/**
 * The brands a registered make can mean, best first: the same name, an alias, or a family
 * member ("MERCEDES-BENZ" -> "Mercedes-Benz Vans" for a registered van); the vehicle kind
 * decides between members of a family.
 */
export function findBrands<B extends MatchBrandRef>(
  make: string,
  kind: string | null,
  brands: readonly B[],
): (BrandHit & { brand: B })[] {
  const key = nameKey(make)
  const alias = aliasSlugOf(make)
  if (!key) return []
  const hits: (BrandHit & { brand: B })[] = []
  for (const brand of brands) {
    const name = nameKey(brand.name)
    const fits = kindFits(kind, brand.category)
    const fitScore = fits === true ? 1 : fits === false ? -1 : 0
    if (name === key) hits.push({ brand, reason: 'brand', score: 3 + fitScore })
    else if (brand.slug === alias) hits.push({ brand, reason: 'brandAlias', score: 3 + fitScore })
    else if (name.startsWith(`${key} `) || (alias && brand.slug.startsWith(`${alias}-`)))
      hits.push({ brand, reason: 'brand', score: 2 + fitScore })
  }
  return hits.sort((a, b) => b.score - a.score || a.brand.name.localeCompare(b.brand.name))
}

/** Names that stand for a series whose trade names are "C 220 D", "320I" or "3ER REIHE". */
const seriesWords = new Set(['SERIE', 'SERIES', 'REIHE', 'KLASSE', 'CLASS', 'CLASSE'])

/**
 * How well a model name fits a registered trade name: 3 the same, 2 the model's words start
 * it ("GOLF" in "GOLF VARIANT", "ID.3" and "ID3" alike), 1 a series ("3 Serie" for "320D",
 * "C-Klasse" for "C 220 D"), 0 not at all.
 */
export function modelFit(modelName: string, trade: string): number {
  const model = tokensOf(modelName)
  const words = tokensOf(trade)
  if (model.length === 0 || words.length === 0) return 0
  const joined = model.join('')
  for (let k = 1; k <= words.length; k++) {
    if (words.slice(0, k).join('') === joined) return k === words.length ? 3 : 2
  }
  const [series, word] = model
  const first = words[0] ?? ''
  if (model.length === 2 && series && word && seriesWords.has(word)) {
    if (first === series || first === `${series}ER`) return 1
    if (/^\d$/.test(series) && new RegExp(`^${series}\\d{2}[A-Z]*$`).test(first)) return 1
  }
  return 0
}

/** "2015-2019" -> [2015, 2019]; "2024" -> [2024, open]; no year -> null. */
export function yearRange(label: string): [number, number] | null {
  const match = /^\s*(\d{4})(?:\s*-\s*(\d{4}))?/.exec(label)
  if (!match) return null
  return [Number(match[1]), match[2] ? Number(match[2]) : Infinity]
}

const combustion = /benzine|diesel|lpg|cng|lng|alcohol|ethanol/i
const electric = /elektr/i

/** The registered fuels as a catalogue fuel group, and whether an electric motor helps. */
export function registeredFuel(
  fuels: readonly string[],
): { group: FuelGroup; plugIn: boolean } | null {
  const main = fuels.find((fuel) => combustion.test(fuel))
  const withMotor = fuels.some((fuel) => electric.test(fuel))
  if (main) return { group: /diesel/i.test(main) ? 'diesel' : 'petrol', plugIn: withMotor }
  return withMotor ? { group: 'electric', plugIn: false } : null
}

/**
 * Whether an engine is a plug-in hybrid. The catalogue stores one of four fuels (a hybrid is
 * "hybrid", plug-in or mild alike); the engine's name says which ("eHybrid", "55 TFSI e",
 * "T8 Recharge", "Plug-in Hybrid"), as older catalogues said it in the fuel (PHEV).
 */
const plugInName = /phev|plug-?in|e-?hybrid|recharge|4xe|\b\d+\s?e\b|\bgte\b/i

/**
 * 2 the same fuel, 1 a hybrid the RDW registers with its combustion fuel alone (mild hybrids)
 * or a plug-in of the other combustion fuel, 0 no. A vehicle registered with an electric motor
 * next to its fuel is a hybrid: the combustion-only engines of its model are others.
 */
function fuelFit(
  registered: { group: FuelGroup; plugIn: boolean },
  engine: { fuel: string | null; name: string },
): number {
  const fuel = engine.fuel ?? ''
  const hybrid = fuelGroup(fuel) === 'hybrid' || /hybrid|phev/i.test(fuel)
  const text = `${fuel} ${engine.name}`
  if (registered.plugIn) {
    if (!hybrid) return 0
    return /diesel/i.test(text) === (registered.group === 'diesel') ? 2 : 1
  }
  if (fuelGroup(fuel) === registered.group && !hybrid) return 2
  // A mild hybrid does not say which fuel: power decides between petrol and diesel.
  return hybrid && !plugInName.test(text) ? 1 : 0
}

type Candidate = VehicleMatch & { score: number }

/**
 * The catalogue's engines for a registered vehicle, best first: brand by name or alias, model
 * by trade name, the build-year range that holds the first registration, then fuel and
 * power within the tolerance (a plug-in hybrid's registered power is its combustion engine's,
 * less than the system power the catalogue lists, so power only ranks those).
 */
export function matchCatalogue(vehicle: RdwVehicle, brands: readonly MatchBrand[]): CatalogueMatch {
  const brandHits = findBrands(vehicle.make, vehicle.kind, brands)
  const models = brandHits.flatMap((hit) =>
    hit.brand.models.map((model) => ({
      hit,
      model,
      fit: vehicle.model ? modelFit(model.name, vehicle.model) : 0,
    })),
  )
  const bestFit = Math.max(0, ...models.map((m) => m.fit))
  const chosen = bestFit > 0 ? models.filter((m) => m.fit === bestFit) : []
  const firstBrand = (chosen[0]?.hit ?? brandHits[0])?.brand
  const answer: CatalogueMatch = {
    brand: firstBrand ? { slug: firstBrand.slug, name: firstBrand.name } : null,
    model: chosen[0] ? { slug: chosen[0].model.slug, name: chosen[0].model.name } : null,
    matches: [],
  }
  const year = vehicle.firstRegistration ? Number(vehicle.firstRegistration.slice(0, 4)) : null
  if (year === null) return answer
  const fuel = registeredFuel(vehicle.fuels)
  const hp = vehicle.powerKw === null ? null : kwToHp(vehicle.powerKw)
  const candidates: Candidate[] = []
  for (const { hit, model, fit } of chosen) {
    for (const buildYear of model.years) {
      const range = yearRange(buildYear.label)
      if (!range || year < range[0] || year > range[1]) continue
      for (const engine of buildYear.engines) {
        const why: MatchReason[] = [hit.reason, 'model', 'buildYear']
        let score = hit.score + fit * 2
        if (fuel) {
          const fits = fuelFit(fuel, engine)
          if (fits === 0) continue
          if (fits === 2) why.push('fuel')
          score += fits
        }
        if (hp !== null) {
          const off = Math.abs(engine.stockHp - hp)
          const tolerance = powerTolerance(hp)
          if (off <= tolerance) {
            why.push('power')
            score += 4 - off / tolerance
          } else if (!fuel?.plugIn) continue
        }
        candidates.push({
          path: routes.catalogue(engine.path),
          label: `${hit.brand.name} ${model.name} ${buildYear.label} ${engine.name}`,
          why,
          vehicle: {
            brand: hit.brand.name,
            model: model.name,
            buildYear: buildYear.label,
            engine: engine.name,
          },
          score,
        })
      }
    }
  }
  answer.matches = candidates
    .sort((a, b) => b.score - a.score || a.label.localeCompare(b.label))
    .slice(0, MAX_MATCHES)
    .map(({ score: _score, ...match }) => match)
  return answer
}
