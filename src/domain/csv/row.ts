import { firstYear } from '../years'
import { slugify } from '../slug'
import type { ColumnKey, HeaderMap } from './columns'

export type CatalogueRow = {
  line: number
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

/** Whole or decimal number; a thousands separator or currency sign is tolerated. */
export function parseNumber(value: string | null): number | null | 'invalid' {
  if (value === null) return null
  const cleaned = value.replace(/[€\s]/g, '').replace(/,(?=\d{3}\b)/g, '').replace(',', '.')
  if (!/^-?\d+(\.\d+)?$/.test(cleaned)) return 'invalid'
  return Number(cleaned)
}

const figureColumns = ['stockHp', 'tunedHp', 'stockNm', 'tunedNm'] as const
const figureLabels: Record<(typeof figureColumns)[number], string> = {
  stockHp: 'stock power',
  tunedHp: 'stage 1 power',
  stockNm: 'stock torque',
  tunedNm: 'stage 1 torque',
}

/** Applies the catalogue's row rules to one CSV record. */
export function readRow(fields: readonly string[], map: HeaderMap, line: number, width: number): RowOutcome {
  const fail = (kind: RowIssue['kind'], reason: string): RowOutcome => ({ ok: false, issue: { line, kind, reason } })
  if (fields.length !== width) return fail('rejected', `expected ${width} fields, found ${fields.length}`)

  const get = (key: ColumnKey) => {
    const index = map[key]
    return index === undefined ? null : cell(fields[index])
  }

  const brand = get('brand')?.replace(/^\/+/, '').trim() || null
  const model = get('model')
  const engine = get('engine')
  const fuel = get('fuel')
  const year = get('year')
  for (const [label, value] of [['brand', brand], ['model', model], ['engine', engine]] as const) {
    if (!value || !slugify(value)) return fail('rejected', `missing ${label}`)
  }
  if (fuel?.toLowerCase() === 'not possible') return fail('skipped', 'fuel "Not Possible"')
  if (!year || !slugify(year)) return fail('skipped', 'empty year')

  const figures = {} as Record<(typeof figureColumns)[number], number>
  for (const key of figureColumns) {
    const value = parseNumber(get(key))
    if (value === 'invalid') return fail('rejected', `${figureLabels[key]} is not a number: "${get(key)}"`)
    if (value === null || value <= 0) return fail('skipped', `${figureLabels[key]} missing or not above 0`)
    figures[key] = value
  }

  const price = map.price === undefined ? undefined : parseNumber(get('price'))
  if (price === 'invalid') return fail('rejected', `price is not a number: "${get('price')}"`)

  return {
    ok: true,
    row: {
      line,
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
      price: price === undefined ? undefined : price !== null && price > 0 ? Math.round(price) : null,
    },
  }
}
