import type { ParsedCatalogue } from '@/catalogue/import/rules/parse'

import type { ImportSummary } from './catalogue-import'

type Parsed = Extract<ParsedCatalogue, { ok: true }>

/** What an import record keeps: the counts, every change and rejected row, the file's dialect. */
export type StoredReport = Omit<ImportSummary, 'skipped'> & {
  skipped: number
  skippedFirst: ImportSummary['skipped']
  records: number
  encoding: string
  delimiter: string
  decimal: string
  columns: string[]
  omittedIssues: number
}

export const PREVIEW_CHANGES = 200

export function storedReport(parsed: Parsed, summary: ImportSummary): StoredReport {
  const { skipped, ...rest } = summary
  return {
    ...rest,
    skipped: skipped.length,
    skippedFirst: skipped.slice(0, PREVIEW_CHANGES),
    records: parsed.records,
    encoding: parsed.encoding,
    delimiter: parsed.dialect.delimiter === '\t' ? 'tab' : parsed.dialect.delimiter,
    decimal: parsed.dialect.decimal,
    columns: parsed.columns,
    omittedIssues: parsed.omittedIssues,
  }
}
