import Papa from 'papaparse'

import {
  type ColumnKind,
  decimalMarkOf,
  columnKind,
  powerUnit,
  type PowerUnit,
  readNumber,
  toPk,
} from './headers'
import type { DynoProblem } from './problems'

/** One measured point: engine speed, power in pk, torque in Nm. */
export type CurvePoint = { rpm: number; hp: number; nm: number }
export type Peaks = { hp: number; hpRpm: number; nm: number; nmRpm: number }
export type DynoCurve = { points: CurvePoint[]; peaks: Peaks; unit: PowerUnit }

export type ParsedDyno = { ok: true; curve: DynoCurve } | { ok: false; problems: DynoProblem[] }

/** What a car on a rollenbank can plausibly give; outside it a column or unit is wrong. */
export const plausible = {
  rpm: [300, 12_000],
  hp: [1, 2_000],
  nm: [1, 3_000],
} as const
export const MIN_ROWS = 10
const MAX_ROWS = 20_000
/** Points kept for the chart and the report: enough for a smooth line, small to store. */
export const STORED_POINTS = 120
const MAX_PROBLEMS = 10
const HEADER_SEARCH_ROWS = 30

const delimiterOf = (text: string) => {
  const head = text.slice(0, 4_000)
  if (head.includes('\t')) return '\t'
  return head.split(';').length > head.split(',').length / 2 && head.includes(';') ? ';' : ','
}

type Columns = Record<ColumnKind, number>

/** The header row: the first of the opening rows that names engine speed, power and torque. */
function findHeader(rows: string[][]) {
  for (let index = 0; index < Math.min(rows.length, HEADER_SEARCH_ROWS); index++) {
    const found: Partial<Columns> = {}
    rows[index]!.forEach((cell, column) => {
      const kind = columnKind(cell)
      if (kind && found[kind] === undefined) found[kind] = column
    })
    if (found.rpm !== undefined && found.power !== undefined && found.torque !== undefined)
      return { index, columns: found as Columns }
  }
  return null
}

/** Which of the three columns the opening rows miss, for the report. */
function missingColumns(rows: string[][]): ColumnKind[] {
  const seen = new Set(
    rows
      .slice(0, HEADER_SEARCH_ROWS)
      .flat()
      .map(columnKind)
      .filter((kind) => kind !== null),
  )
  return (['rpm', 'power', 'torque'] as const).filter((kind) => !seen.has(kind))
}

/**
 * Reads one dyno export (a before or an after run) whole, before anything is stored: finds the
 * header among the opening lines, maps the columns, reads every row and checks the curve (engine
 * speed rising, values a car can give, enough rows). Any problem refuses the file, with the
 * line and column of each, so staff can fix the export and upload it again.
 */
export function parseDynoCsv(input: string): ParsedDyno {
  const text = input.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n')
  if (!text.trim()) return { ok: false, problems: [{ code: 'empty' }] }
  if (text.includes('\u0000')) return { ok: false, problems: [{ code: 'binary' }] }
  const rows = Papa.parse<string[]>(text, {
    delimiter: delimiterOf(text),
    skipEmptyLines: false,
  }).data
  const header = findHeader(rows)
  if (!header) return { ok: false, problems: [{ code: 'columns', missing: missingColumns(rows) }] }
  const headerCells = rows[header.index]!
  let firstData = header.index + 1
  let powerHeader = headerCells[header.columns.power] ?? ''
  // Some programs put the units on a line of their own under the names ("[min-1];[kW];[Nm]").
  const unitsRow = rows[firstData]
  if (unitsRow && unitsRow.every((cell) => readNumber(cell) === null) && unitsRow.join('').trim()) {
    powerHeader = `${powerHeader} ${unitsRow[header.columns.power] ?? ''}`
    firstData++
  }
  const unit = powerUnit(powerHeader)
  if (!unit) return { ok: false, problems: [{ code: 'powerUnit', header: powerHeader.trim() }] }

  const dataRows = rows
    .map((cells, index) => ({ cells, line: index + 1 }))
    .slice(firstData)
    .filter(({ cells }) => cells.join('').trim() !== '')
  if (dataRows.length > MAX_ROWS)
    return { ok: false, problems: [{ code: 'tooMany', max: MAX_ROWS }] }
  const columnOf = (kind: ColumnKind) => header.columns[kind]
  const decimal = decimalMarkOf(
    dataRows.slice(0, 200).flatMap(({ cells }) => [cells[columnOf('power')] ?? '']),
  )
  const problems: DynoProblem[] = []
  let more = 0
  const report = (problem: DynoProblem) => {
    if (problems.length < MAX_PROBLEMS) problems.push(problem)
    else more++
  }
  const points: CurvePoint[] = []
  for (const { cells, line } of dataRows) {
    const value = (kind: ColumnKind) => {
      const raw = cells[columnOf(kind)] ?? ''
      const number = readNumber(raw, decimal)
      if (number === null)
        report({ code: 'number', line, column: headerCells[columnOf(kind)] ?? kind, value: raw })
      return number
    }
    const rpm = value('rpm')
    const power = value('power')
    const nm = value('torque')
    if (rpm === null || power === null || nm === null) continue
    const point = { rpm, hp: toPk(power, unit), nm }
    for (const kind of ['rpm', 'hp', 'nm'] as const) {
      const [min, max] = plausible[kind]
      if (point[kind] < min || point[kind] > max) {
        const column =
          headerCells[columnOf(kind === 'hp' ? 'power' : kind === 'nm' ? 'torque' : 'rpm')]
        report({ code: 'range', line, column: column ?? kind, value: String(point[kind]), kind })
      }
    }
    const previous = points.at(-1)
    if (previous && rpm <= previous.rpm)
      report({ code: 'rpmOrder', line, value: String(rpm), previous: String(previous.rpm) })
    points.push(point)
  }
  if (problems.length === 0 && points.length < MIN_ROWS)
    report({ code: 'tooFew', rows: points.length, min: MIN_ROWS })
  if (more > 0) problems.push({ code: 'more', count: more })
  if (problems.length > 0) return { ok: false, problems }
  return {
    ok: true,
    curve: { points: thin(points, STORED_POINTS).map(rounded), peaks: peaksOf(points), unit },
  }
}

const round1 = (value: number) => Math.round(value * 10) / 10
const rounded = (point: CurvePoint): CurvePoint => ({
  rpm: Math.round(point.rpm),
  hp: round1(point.hp),
  nm: round1(point.nm),
})

/** The highest power and torque of the full run (not of the thinned curve), and where. */
export function peaksOf(points: readonly CurvePoint[]): Peaks {
  let hp = points[0]!
  let nm = points[0]!
  for (const point of points) {
    if (point.hp > hp.hp) hp = point
    if (point.nm > nm.nm) nm = point
  }
  return {
    hp: round1(hp.hp),
    hpRpm: Math.round(hp.rpm),
    nm: round1(nm.nm),
    nmRpm: Math.round(nm.rpm),
  }
}

/** At most `max` points, evenly spread, the first and the last kept. */
export function thin<T>(points: readonly T[], max: number): T[] {
  if (points.length <= max) return [...points]
  const step = (points.length - 1) / (max - 1)
  return Array.from({ length: max }, (_, index) => points[Math.round(index * step)]!)
}
