export type PowerFigures = { stockHp: number; tunedHp: number }

/** (tuned - stock) / stock x 100, rounded; 0 when the stock figure is 0 or less. */
export function gainPercent(stock: number, tuned: number): number {
  if (!(stock > 0)) return 0
  return Math.round(((tuned - stock) / stock) * 100)
}

/** Upper bound of a believable gain: anything above is a data error, not a tune. */
const MAX_PLAUSIBLE_GAIN = 100

/** A figure that really gains (tuned > stock) by at most 100%: what pages may show as a tune. */
export function isPlausibleGain(stock: number, tuned: number): boolean {
  return stock > 0 && tuned > stock && ((tuned - stock) / stock) * 100 <= MAX_PLAUSIBLE_GAIN
}

/**
 * Average power gain over the engines that really gain (tuned > stock) by at most 100%,
 * rounded; the page's fallback when no engine qualifies.
 */
export function averagePowerGain(engines: readonly PowerFigures[], fallback: number): number {
  const gains = engines
    .filter((e) => isPlausibleGain(e.stockHp, e.tunedHp))
    .map((e) => ((e.tunedHp - e.stockHp) / e.stockHp) * 100)
  if (gains.length === 0) return fallback
  return Math.round(gains.reduce((sum, gain) => sum + gain, 0) / gains.length)
}

/** Fallback averages per catalogue level, shown while a level has no engine figures. */
export const fallbackGain = {
  brand: 25,
  model: 30,
  year: 35,
  torque: 25,
} as const

export type TuneFigures = {
  stockHp?: number | null
  tunedHp?: number | null
  stockNm?: number | null
  tunedNm?: number | null
}

const gains = (stock: number | null | undefined, tuned: number | null | undefined) =>
  typeof stock === 'number' && typeof tuned === 'number' && stock > 0 && tuned > stock

/**
 * Whether software can tune the engine: its data gains power or torque. An engine whose tuned
 * figures are missing or no higher than stock (an electric car 1020 -> 1020 pk) sells no Stage 1.
 */
export function isTunable(engine: TuneFigures): boolean {
  return gains(engine.stockHp, engine.tunedHp) || gains(engine.stockNm, engine.tunedNm)
}
