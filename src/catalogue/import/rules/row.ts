import type { FuelGroup } from '@/catalogue/rules/fuel'
import { fuelFromWord } from '@/catalogue/rules/fuel-words'
import { gainPercent, isPlausibleGain } from '@/catalogue/rules/gain'
import { slugify } from '@/catalogue/rules/slug'
import { firstYear } from '@/catalogue/rules/years'

import type { ColumnKey, HeaderMap } from './columns'
import { type DecimalMark, type NumberError, parseLocaleNumber } from './numbers'
import type { NumberField, RowProblem } from './problems'

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
  /** One of the fixed set, whatever word the file used (Benzine, Petrol, Benzin); null when empty. */
  fuel: FuelGroup | null
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
export type RowIssue = { line: number; kind: 'skipped' | 'rejected'; problem: RowProblem }

export type RowOutcome = { ok: true; row: CatalogueRow } | { ok: false; issue: RowIssue }

/** "nan" and empty cells mean "no value". */
export function cell(value: string | undefined): string | null {
  const trimmed = value?.replace(/\s+/g, ' ').trim() ?? ''
  return trimmed === '' || trimmed.toLowerCase() === 'nan' ? null : trimmed
}

const figureColumns = ['stockHp', 'tunedHp', 'stockNm', 'tunedNm'] as const

const numberProblem = (field: NumberField, value: string | null, e: NumberError): RowProblem =>
  e.error === 'ambiguous'
    ? {
        code: 'ambiguous-number',
        field,
        value: value ?? '',
        asWhole: e.asWhole,
        asDecimal: e.asDecimal,
      }
    : { code: 'not-a-number', field, value: value ?? '' }

/** Applies the catalogue's row rules to one CSV record. */
export function readRow(
  fields: readonly string[],
  map: HeaderMap,
  line: number,
  width: number,
  decimal: DecimalMark = '.',
): RowOutcome {
  const fail = (kind: RowIssue['kind'], problem: RowProblem): RowOutcome => ({
    ok: false,
    issue: { line, kind, problem },
  })
  if (fields.length !== width)
    return fail('rejected', { code: 'field-count', expected: width, found: fields.length })

  const get = (key: ColumnKey) => {
    const index = map[key]
    return index === undefined ? null : cell(fields[index])
  }

  const brand = get('brand')?.replace(/^\/+/, '').trim() || null
  const model = get('model')
  const engine = get('engine')
  const fuel = get('fuel')
  const year = get('year')
  for (const [field, value] of [
    ['brand', brand],
    ['model', model],
    ['engine', engine],
  ] as const) {
    if (!value || !slugify(value)) return fail('rejected', { code: 'missing', field })
  }
  if (fuel?.toLowerCase() === 'not possible') return fail('skipped', { code: 'fuel-not-possible' })
  const fuelGroup = fuel === null ? null : fuelFromWord(fuel)
  if (fuel !== null && fuelGroup === null)
    return fail('rejected', { code: 'unknown-fuel', value: fuel })
  if (!year || !slugify(year)) return fail('skipped', { code: 'empty-year' })
  const yearProblem = buildYearProblem(year)
  if (yearProblem) return fail('rejected', yearProblem)

  const figures = {} as Record<(typeof figureColumns)[number], number>
  for (const field of figureColumns) {
    const value = parseLocaleNumber(get(field), decimal)
    if (typeof value === 'object' && value !== null)
      return fail('rejected', numberProblem(field, get(field), value))
    if (value !== null && value < 0) return fail('rejected', { code: 'negative', field, value })
    if (value === null || value === 0) return fail('skipped', { code: 'not-above-zero', field })
    if ((field === 'stockHp' || field === 'tunedHp') && !Number.isInteger(value)) {
      return fail('rejected', { code: 'not-whole', field, value })
    }
    figures[field] = value
  }
  // The pages' own rule for a gain: a row they would show as "+-12%" is a data error. Equal
  // figures are allowed: the catalogue lists engines (electric ones) that are not tuned.
  for (const [stock, tuned] of [
    ['stockHp', 'tunedHp'],
    ['stockNm', 'tunedNm'],
  ] as const) {
    if (figures[stock] !== figures[tuned] && !isPlausibleGain(figures[stock], figures[tuned])) {
      return fail('rejected', {
        code: 'implausible-gain',
        field: tuned,
        stock: figures[stock],
        tuned: figures[tuned],
        gain: gainPercent(figures[stock], figures[tuned]),
      })
    }
  }

  const price = map.price === undefined ? undefined : parseLocaleNumber(get('price'), decimal)
  if (typeof price === 'object' && price !== null)
    return fail('rejected', numberProblem('price', get('price'), price))
  if (typeof price === 'number' && price < 0)
    return fail('rejected', { code: 'negative', field: 'price', value: price })

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
      fuel: fuelGroup,
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
function buildYearProblem(year: string): RowProblem | null {
  const years = (year.match(/\d+/g) ?? []).map(Number)
  if (years.length === 0) return { code: 'year-without-year', year }
  if (years.some((value) => value < EARLIEST_YEAR || value > LATEST_YEAR)) {
    return { code: 'year-out-of-range', year, min: EARLIEST_YEAR, max: LATEST_YEAR }
  }
  for (let i = 1; i < years.length; i++) {
    if (years[i]! < years[i - 1]!) return { code: 'year-backwards', year }
  }
  return null
}
