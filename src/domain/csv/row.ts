import { gainPercent, isPlausibleGain } from '../gain'
import { firstYear } from '../years'
import { slugify } from '../slug'
import type { ColumnKey, HeaderMap } from './columns'
import { type DecimalMark, parseLocaleNumber } from './numbers'

export type CatalogueRow = {
  line: number
  /** The engine's id as our export writes it; null for a new engine or a file without ids. */
  id: string | null
  brand: string
  brandSlug: string
  model: string
  modelSlug: string
  year: string
  yearSlug: string
  sortYear: number | null
  fuel: string | null
  engine: string
  stockHp: number
  tunedHp: number
  stockNm: number
  tunedNm: number
  /** undefined when the file has no such column: the stored value is left alone. */
  ecu: string | null | undefined
  price: number | null | undefined
}

/** Skipped rows are excluded by a catalogue rule; rejected rows hold data that is wrong. */
export type RowIssue = { line: number; kind: 'skipped' | 'rejected'; reason: string }

export type RowOutcome = { ok: true; row: CatalogueRow } | { ok: false; issue: RowIssue }

/** "nan" and empty cells mean "no value". */
export function cell(value: string | undefined): string | null {
  const trimmed = value?.replace(/\s+/g, ' ').trim() ?? ''
  return trimmed === '' || trimmed.toLowerCase() === 'nan' ? null : trimmed
}

const figureColumns = ['stockHp', 'tunedHp', 'stockNm', 'tunedNm'] as const
const figureLabels: Record<(typeof figureColumns)[number], string> = {
  stockHp: 'stock power',
  tunedHp: 'stage 1 power',
  stockNm: 'stock torque',
  tunedNm: 'stage 1 torque',
}

/** Applies the catalogue's row rules to one CSV record. */
export function readRow(
  fields: readonly string[],
  map: HeaderMap,
  line: number,
  width: number,
  decimal: DecimalMark = '.',
): RowOutcome {
  const fail = (kind: RowIssue['kind'], reason: string): RowOutcome => ({
    ok: false,
    issue: { line, kind, reason },
  })
  if (fields.length !== width)
    return fail('rejected', `expected ${width} fields, found ${fields.length}`)

  const get = (key: ColumnKey) => {
    const index = map[key]
    return index === undefined ? null : cell(fields[index])
  }

  const brand = get('brand')?.replace(/^\/+/, '').trim() || null
  const model = get('model')
  const engine = get('engine')
  const fuel = get('fuel')
  const year = get('year')
  for (const [label, value] of [
    ['brand', brand],
    ['model', model],
    ['engine', engine],
  ] as const) {
    if (!value || !slugify(value)) return fail('rejected', `missing ${label}`)
  }
  if (fuel?.toLowerCase() === 'not possible') return fail('skipped', 'fuel "Not Possible"')
  if (!year || !slugify(year)) return fail('skipped', 'empty year')
  const yearProblem = buildYearProblem(year)
  if (yearProblem) return fail('rejected', yearProblem)

  const figures = {} as Record<(typeof figureColumns)[number], number>
  for (const key of figureColumns) {
    const value = parseLocaleNumber(get(key), decimal)
    if (typeof value === 'object' && value !== null)
      return fail('rejected', `${figureLabels[key]} is ${value.error}`)
    if (value !== null && value < 0)
      return fail('rejected', `${figureLabels[key]} is negative: ${value}`)
    if (value === null || value === 0)
      return fail('skipped', `${figureLabels[key]} missing or not above 0`)
    if ((key === 'stockHp' || key === 'tunedHp') && !Number.isInteger(value)) {
      return fail('rejected', `${figureLabels[key]} is not a whole number: ${value}`)
    }
    figures[key] = value
  }
  // The pages' own rule for a gain: a row they would show as "+-12%" is a data error. Equal
  // figures are allowed: the catalogue lists engines (electric ones) that are not tuned.
  for (const [stock, tuned, label] of [
    ['stockHp', 'tunedHp', 'power'],
    ['stockNm', 'tunedNm', 'torque'],
  ] as const) {
    if (figures[stock] !== figures[tuned] && !isPlausibleGain(figures[stock], figures[tuned])) {
      const gain = gainPercent(figures[stock], figures[tuned])
      return fail(
        'rejected',
        `stage 1 ${label} ${figures[tuned]} against stock ${figures[stock]} (${gain > 0 ? '+' : ''}${gain}%) is not a plausible gain (at most +100%, never below stock)`,
      )
    }
  }

  const price = map.price === undefined ? undefined : parseLocaleNumber(get('price'), decimal)
  if (typeof price === 'object' && price !== null)
    return fail('rejected', `price is ${price.error}`)
  if (typeof price === 'number' && price < 0) return fail('rejected', `price is negative: ${price}`)

  return {
    ok: true,
    row: {
      line,
      id: get('id'),
      brand: brand as string,
      brandSlug: slugify(brand as string),
      model: model as string,
      modelSlug: slugify(model as string),
      year,
      yearSlug: slugify(year),
      sortYear: firstYear(year),
      fuel,
      engine: engine as string,
      ...figures,
      ecu: map.ecu === undefined ? undefined : get('ecu'),
      price:
        price === undefined ? undefined : price !== null && price > 0 ? Math.round(price) : null,
    },
  }
}

const EARLIEST_YEAR = 1900
const LATEST_YEAR = 2100

/** A build year names at least one real year, and a range runs forward ("2015-2019"). */
function buildYearProblem(label: string): string | null {
  const years = (label.match(/\d+/g) ?? []).map(Number)
  if (years.length === 0) return `build year "${label}" holds no year`
  if (years.some((year) => year < EARLIEST_YEAR || year > LATEST_YEAR)) {
    return `build year "${label}" is not a year between ${EARLIEST_YEAR} and ${LATEST_YEAR}`
  }
  for (let i = 1; i < years.length; i++) {
    if (years[i]! < years[i - 1]!) return `build year "${label}" runs backwards`
  }
  return null
}
