import { gainPercent, isPlausibleGain } from './gain'

/** One catalogue engine with the names a performance table shows. */
export type ShowcaseCandidate = {
  brand: string
  model: string
  engine: string
  path: string
  stockHp: number
  tunedHp: number
  stockNm: number
  tunedNm: number
}

export type ShowcaseRow = ShowcaseCandidate & { hpGain: number; nmGain: number }

const isShowable = (e: ShowcaseCandidate) =>
  isPlausibleGain(e.stockHp, e.tunedHp) && isPlausibleGain(e.stockNm, e.tunedNm)

/** Groups by a key, largest group first; equal sizes by key so the choice never depends on input order. */
function largestFirst<T>(items: readonly T[], keyOf: (item: T) => string): [string, T[]][] {
  const groups = new Map<string, T[]>()
  for (const item of items) groups.set(keyOf(item), [...(groups.get(keyOf(item)) ?? []), item])
  return [...groups].sort(([a, x], [b, y]) => y.length - x.length || a.localeCompare(b, 'nl'))
}

/**
 * The engine that stands for a model: the median by stock power (the lower one of an even
 * count), so neither the base engine nor the flagship speaks for the whole range.
 */
function medianEngine(engines: readonly ShowcaseCandidate[]): ShowcaseCandidate {
  const sorted = [...engines].sort((a, b) => a.stockHp - b.stockHp || a.path.localeCompare(b.path))
  return sorted[Math.floor((sorted.length - 1) / 2)]!
}

/**
 * Representative rows for a home-page performance table. The brands the catalogue covers
 * best stand for the well-known ones (coverage follows what customers bring in); each gets
 * one engine from its best-covered model. Engines whose figures are missing, do not gain, or
 * gain more than is believable are never shown. Rows come back alphabetical by brand.
 */
export function showcaseRows(
  candidates: readonly ShowcaseCandidate[],
  limit: number,
): ShowcaseRow[] {
  const brands = largestFirst(candidates.filter(isShowable), (e) => e.brand).slice(
    0,
    Math.max(0, limit),
  )
  const picked = brands.map(([, engines]) =>
    medianEngine(largestFirst(engines, (e) => e.model)[0]![1]),
  )
  return picked
    .sort((a, b) => a.brand.localeCompare(b.brand, 'nl', { sensitivity: 'base' }))
    .map((e) => ({
      ...e,
      hpGain: gainPercent(e.stockHp, e.tunedHp),
      nmGain: gainPercent(e.stockNm, e.tunedNm),
    }))
}
