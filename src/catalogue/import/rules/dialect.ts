import Papa from 'papaparse'

import { mapHeader } from './columns'
import type { DecimalMark } from './numbers'

export type Delimiter = ',' | ';' | '\t'
export type Dialect = { delimiter: Delimiter; decimal: DecimalMark }

const candidates: readonly Delimiter[] = [',', ';', '\t']

/**
 * The delimiter is the one that splits the header into the columns we know (Dutch Excel writes
 * ";", "Unicode text" writes tabs); the decimal mark follows: a comma cannot be a decimal mark in
 * a comma-separated file, Dutch Excel's ";" files use it, and a tab file says so in its numbers.
 */
export function detectDialect(headerLine: string, sample: string): Dialect {
  const scored = candidates.map((delimiter) => {
    const fields = Papa.parse<string[]>(headerLine, { delimiter }).data[0] ?? []
    const { missing } = mapHeader(fields)
    return { delimiter, missing: missing.length, fields: fields.length }
  })
  scored.sort((a, b) => a.missing - b.missing || b.fields - a.fields)
  const delimiter = scored[0]!.delimiter
  return { delimiter, decimal: decimalMarkOf(delimiter, sample) }
}

function decimalMarkOf(delimiter: Delimiter, sample: string): DecimalMark {
  if (delimiter === ',') return '.'
  if (delimiter === ';') return ','
  const cells = sample.split(/[\t\n]/).map((cell) => cell.trim().replace(/^"|"$/g, ''))
  const comma = cells.some(
    (cell) => /^\d+,\d{1,2}$/.test(cell) || /^\d{1,3}(\.\d{3})+(,\d+)?$/.test(cell),
  )
  return comma ? ',' : '.'
}
