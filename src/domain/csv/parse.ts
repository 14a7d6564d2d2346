import Papa from 'papaparse'

import { mapHeader } from './columns'
import { assignEngineSlugs, type PlannedRow } from './engine-slugs'
import { readRow, type RowIssue } from './row'

export type ParsedCatalogue =
  | { ok: true; rows: PlannedRow[]; issues: RowIssue[]; records: number }
  | { ok: false; error: string }

/**
 * Reads a whole tuning CSV before anything is written: a file that cannot be read as a
 * whole (no header, missing columns, an unterminated quote) is refused; single bad rows
 * are reported with their line number and left out.
 */
export function parseCatalogueCsv(text: string): ParsedCatalogue {
  const source = text.replace(/^\uFEFF/, '')
  if (!source.trim()) return { ok: false, error: 'the file is empty' }
  if (source.includes('\u0000')) return { ok: false, error: 'the file is not text (binary content found)' }

  const records: { fields: string[]; line: number }[] = []
  const errors: string[] = []
  let newlinesBefore = 0
  let cursor = 0
  Papa.parse<string[]>(source, {
    delimiter: ',',
    skipEmptyLines: 'greedy',
    step: (result) => {
      // Papa skips blank lines silently; count them so reported line numbers match an editor's.
      const line = 1 + newlinesBefore + leadingNewlines(source, cursor)
      newlinesBefore += countNewlines(source, cursor, result.meta.cursor)
      cursor = result.meta.cursor
      for (const error of result.errors) errors.push(`line ${line}: ${error.message}`)
      records.push({ fields: result.data, line })
    },
  })
  if (errors.length > 0) return { ok: false, error: `the file cannot be parsed (${errors.join('; ')})` }

  const [header, ...body] = records
  if (!header) return { ok: false, error: 'the file has no header row' }
  const { map, missing } = mapHeader(header.fields)
  if (missing.length > 0) {
    return { ok: false, error: `the header row lacks the column(s): ${missing.join(', ')}` }
  }

  const issues: RowIssue[] = []
  const valid = []
  for (const record of body) {
    const outcome = readRow(record.fields, map, record.line, header.fields.length)
    if (outcome.ok) valid.push(outcome.row)
    else issues.push(outcome.issue)
  }
  const planned = assignEngineSlugs(valid)
  issues.push(...planned.issues)
  issues.sort((a, b) => a.line - b.line)
  return { ok: true, rows: planned.rows, issues, records: body.length }
}

function countNewlines(text: string, from: number, to: number): number {
  let count = 0
  for (let i = from; i < to; i++) if (text.charCodeAt(i) === 10) count++
  return count
}

function leadingNewlines(text: string, from: number): number {
  let count = 0
  for (let i = from; i < text.length && (text[i] === '\n' || text[i] === '\r'); i++) {
    if (text[i] === '\n') count++
  }
  return count
}
