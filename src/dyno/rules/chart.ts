import type { CurvePoint } from './parse'

export type Series = { key: string; points: readonly { x: number; y: number }[] }
export type Axis = { min: number; max: number; ticks: number[] }
export type Plot = {
  width: number
  height: number
  pad: { left: number; right: number; top: number; bottom: number }
  x: Axis
  y: Axis
  lines: { key: string; d: string }[]
  /** Where a tick value sits on the drawing. */
  sx: (x: number) => number
  sy: (y: number) => number
}

/** Round tick steps (1, 2, 2.5, 5 × 10ⁿ) so an axis reads 1000, 2000… rather than 1137, 2274… */
export function niceAxis(min: number, max: number, count = 5): Axis {
  const span = Math.max(max - min, 1)
  const raw = span / count
  const power = 10 ** Math.floor(Math.log10(raw))
  const step = ([1, 2, 2.5, 5, 10].find((f) => f * power >= raw) ?? 10) * power
  const low = Math.floor(min / step) * step
  const high = Math.ceil(max / step) * step
  const ticks: number[] = []
  for (let tick = low; tick <= high + step / 2; tick += step)
    ticks.push(Math.round(tick * 100) / 100)
  return { min: low, max: high, ticks }
}

/**
 * The drawing of one chart (power or torque over engine speed, before and after), computed on
 * the server: the SVG is plain markup, no chart library and no script reach the page.
 */
export function plot(series: readonly Series[], width = 640, height = 300): Plot {
  const pad = { left: 56, right: 24, top: 16, bottom: 52 }
  const all = series.flatMap((s) => s.points)
  const xs = all.map((p) => p.x)
  const ys = all.map((p) => p.y)
  const x = niceAxis(Math.min(...xs), Math.max(...xs), 6)
  const y = niceAxis(Math.min(0, ...ys), Math.max(...ys) * 1.05, 5)
  const sx = (value: number) =>
    pad.left + ((value - x.min) / (x.max - x.min || 1)) * (width - pad.left - pad.right)
  const sy = (value: number) =>
    height - pad.bottom - ((value - y.min) / (y.max - y.min || 1)) * (height - pad.top - pad.bottom)
  const lines = series.map((s) => ({
    key: s.key,
    d: s.points
      .map((p, i) => `${i === 0 ? 'M' : 'L'}${sx(p.x).toFixed(1)} ${sy(p.y).toFixed(1)}`)
      .join(' '),
  }))
  return { width, height, pad, x, y, lines, sx, sy }
}

export const powerSeries = (points: readonly CurvePoint[]) =>
  points.map((p) => ({ x: p.rpm, y: p.hp }))
export const torqueSeries = (points: readonly CurvePoint[]) =>
  points.map((p) => ({ x: p.rpm, y: p.nm }))

/**
 * Rows of the table behind a chart: the runs' values at round engine speeds both cover, so a
 * screen reader hears a few dozen figures, not 120 points per line.
 */
export function tableRows(
  before: readonly CurvePoint[],
  after: readonly CurvePoint[],
  step = 500,
): { rpm: number; before: CurvePoint; after: CurvePoint }[] {
  const low = Math.max(before[0]?.rpm ?? 0, after[0]?.rpm ?? 0)
  const high = Math.min(before.at(-1)?.rpm ?? 0, after.at(-1)?.rpm ?? 0)
  const rows = []
  for (let rpm = Math.ceil(low / step) * step; rpm <= high; rpm += step) {
    rows.push({ rpm, before: at(before, rpm), after: at(after, rpm) })
  }
  return rows
}

/** The curve's value at an engine speed, between its two nearest points. */
export function at(points: readonly CurvePoint[], rpm: number): CurvePoint {
  const nextIndex = points.findIndex((p) => p.rpm >= rpm)
  if (nextIndex <= 0) return points[Math.max(nextIndex, 0)] ?? { rpm, hp: 0, nm: 0 }
  const a = points[nextIndex - 1]!
  const b = points[nextIndex]!
  const share = (rpm - a.rpm) / (b.rpm - a.rpm || 1)
  const mix = (u: number, v: number) => Math.round((u + (v - u) * share) * 10) / 10
  return { rpm, hp: mix(a.hp, b.hp), nm: mix(a.nm, b.nm) }
}
