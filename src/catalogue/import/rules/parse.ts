import Papa from 'papaparse'

import { type ColumnKey, columnHeader, mapHeader } from './columns'
import { decodeCsvBytes, type Encoding } from './decode'
import { detectDialect, type Dialect } from './dialect'
import { assignEngineSlugs, type PlannedRow } from './engine-slugs'
import type { FileProblem, ParseErrorCode } from './problems'
import { readRow, type RowIssue } from './row'

export type ParsedCatalogue =
  | {
      ok: true
      rows: PlannedRow[]
      issues: RowIssue[]
      /** Issues beyond the cap, counted but not kept: a file of garbage must not fill memory. */
      omittedIssues: number
      records: number
      columns: ColumnKey[]
      dialect: Dialect
      encoding: Encoding
    }
  | { ok: false; problem: FileProblem }

/** Rows reported one by one; beyond this only their number. */
export const MAX_ISSUES = 5000
const MAX_PARSE_ERRORS_SHOWN = 5

/**
 * Reads a whole tuning CSV before anything is written: a file that cannot be read as a
 * whole (no header, missing columns, an unterminated quote, a damaged encoding) is refused;
 * single bad rows are reported with their line number and left out.
 */
export function parseCatalogueCsv(input: string | Uint8Array): ParsedCatalogue {
  let encoding: Encoding = 'utf-8'
  let text: string
  if (typeof input === 'string') text = input.replace(/^\uFEFF/, '')
  else {
    if (input.includes(0) && !(input[0] === 0xff || input[0] === 0xfe)) {
      return { ok: false, problem: { code: 'binary' } }
    }
    const decoded = decodeCsvBytes(input)
    if (!decoded.ok) return decoded
    text = decoded.text
    encoding = decoded.encoding
  }
  if (!text.trim()) return { ok: false, problem: { code: 'empty' } }
  if (text.includes('\u0000')) return { ok: false, problem: { code: 'binary' } }

  // Old Mac and some Excel exports end lines with CR alone; one line ending keeps line numbers right.
  const source = text.replace(/\r\n?/g, '\n')
  const firstBreak = source.indexOf('\n')
  const headerLine = firstBreak === -1 ? source : source.slice(0, firstBreak)
  const dialect = detectDialect(headerLine, source.slice(0, 20_000))

  const records: { fields: string[]; line: number }[] = []
  const errors: { line: number; code: ParseErrorCode }[] = []
  let errorCount = 0
  let newlinesBefore = 0
  let cursor = 0
  Papa.parse<string[]>(source, {
    delimiter: dialect.delimiter,
    newline: '\n',
    skipEmptyLines: 'greedy',
    step: (result) => {
      // Papa skips blank lines silently; count them so reported line numbers match an editor's.
      const line = 1 + newlinesBefore + leadingNewlines(source, cursor)
      newlinesBefore += countNewlines(source, cursor, result.meta.cursor)
      cursor = result.meta.cursor
      for (const error of result.errors) {
        if (errorCount++ < MAX_PARSE_ERRORS_SHOWN) errors.push({ line, code: error.code })
      }
      if (errorCount === 0) records.push({ fields: result.data, line })
    },
  })
  if (errorCount > 0) {
    return {
      ok: false,
      problem: { code: 'unparseable', errors, more: errorCount - errors.length },
    }
  }

  const [header, ...body] = records
  if (!header) return { ok: false, problem: { code: 'no-header' } }
  const { map, missing } = mapHeader(header.fields)
  if (missing.length > 0) {
    const columns = missing.map((key) => columnHeader[key])
    return { ok: false, problem: { code: 'missing-columns', columns } }
  }
  if (body.length === 0) return { ok: false, problem: { code: 'no-rows' } }

  const issues: RowIssue[] = []
  let omittedIssues = 0
  const report = (issue: RowIssue) => {
    if (issues.length < MAX_ISSUES) issues.push(issue)
    else omittedIssues++
  }
  const valid = []
  for (const record of body) {
    const outcome = readRow(record.fields, map, record.line, header.fields.length, dialect.decimal)
    if (outcome.ok) valid.push(outcome.row)
    else report(outcome.issue)
  }
  const planned = assignEngineSlugs(valid)
  for (const issue of planned.issues) report(issue)
  issues.sort((a, b) => a.line - b.line)
  const columns = (Object.keys(map) as ColumnKey[]).filter((key) => map[key] !== undefined)
  return {
    ok: true,
    rows: planned.rows,
    issues,
    omittedIssues,
    records: body.length,
    columns,
    dialect,
    encoding,
  }
}

function countNewlines(text: string, from: number, to: number): number {
  let count = 0
  for (let i = from; i < to; i++) if (text.charCodeAt(i) === 10) count++
  return count
}

function leadingNewlines(text: string, from: number): number {
  let count = 0
  for (let i = from; i < text.length && text[i] === '\n'; i++) count++
  return count
}
