import type { Peaks } from './parse'

export type RunPeaks = { before: Peaks; after: Peaks }
export type MeasuredGain = {
  runs: number
  hp: number
  nm: number
  hpPercent: number
  nmPercent: number
}

/**
 * The average peak gain over an engine's published runs: what the rollenbank measured, shown
 * beside the catalogue's claimed gain. Null without runs: no run, no figure.
 */
export function measuredGain(runs: readonly RunPeaks[]): MeasuredGain | null {
  if (runs.length === 0) return null
  const mean = (pick: (run: RunPeaks) => number) =>
    runs.reduce((sum, run) => sum + pick(run), 0) / runs.length
  const hp = mean((run) => run.after.hp - run.before.hp)
  const nm = mean((run) => run.after.nm - run.before.nm)
  const percent = (gain: number, base: number) => (base > 0 ? Math.round((gain / base) * 100) : 0)
  return {
    runs: runs.length,
    hp: Math.round(hp),
    nm: Math.round(nm),
    hpPercent: percent(
      hp,
      mean((run) => run.before.hp),
    ),
    nmPercent: percent(
      nm,
      mean((run) => run.before.nm),
    ),
  }
}
