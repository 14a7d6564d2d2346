import { rowProblemText } from '@/catalogue/import/rules/problem-texts'
import type { RowIssue } from '@/catalogue/import/rules/row'

import type { ImportSummary } from './catalogue-import'
import type { Counts } from './writer'

const pad = (value: string | number, width: number) => String(value).padStart(width)

/** Rows listed one by one in a report; the rest are in the reasons' counts. */
export const REPORT_LINES = 50

function issueLines(title: string, issues: readonly RowIssue[]): string[] {
  if (issues.length === 0) return []
  const listed = issues.slice(0, REPORT_LINES)
  // Counted by kind of reason: the quoted cell values would make every garbage line its own.
  const reasons = new Map<string, number>()
  const reason = (issue: RowIssue) => rowProblemText(issue.problem, 'en')
  for (const issue of issues) {
    const kind = reason(issue)
      .replace(/"[^"]*"/g, '"…"')
      .replace(/\d+/g, 'N')
    reasons.set(kind, (reasons.get(kind) ?? 0) + 1)
  }
  return [
    `${title}: ${issues.length} row(s)`,
    ...[...reasons]
      .slice(0, REPORT_LINES)
      .map(([reason, count]) => `  ${pad(count, 5)} x ${reason}`),
    ...listed.map((issue) => `  line ${issue.line}: ${reason(issue)}`),
    ...(issues.length > listed.length ? [`  ... and ${issues.length - listed.length} more`] : []),
  ]
}

function listed<T>(title: string, items: readonly T[], line: (item: T) => string): string[] {
  if (items.length === 0) return []
  const shown = items.slice(0, REPORT_LINES)
  return [
    `${title}: ${items.length}`,
    ...shown.map((item) => `  ${line(item)}`),
    ...(items.length > shown.length ? [`  ... and ${items.length - shown.length} more`] : []),
  ]
}

/**
 * The import's report, as the admin shows it: counts per level, the figure and price changes,
 * moved addresses, stale engines, then the skipped and rejected rows.
 */
export function formatSummary(summary: ImportSummary, { dryRun = false } = {}): string {
  const row = (label: string, c: Counts) =>
    `${label.padEnd(12)}${pad(c.created, 9)}${pad(c.updated, 9)}${pad(c.unchanged, 11)}`
  return [
    dryRun ? 'Dry run: nothing was written. This is what an import would do:' : 'Import finished.',
    `${''.padEnd(12)}${pad('created', 9)}${pad('updated', 9)}${pad('unchanged', 11)}`,
    row('brands', summary.brands),
    row('models', summary.models),
    row('build years', summary.years),
    row('engines', summary.engines),
    ...listed(
      'changes',
      summary.changes,
      (c) => `${c.path} ${c.field}: ${String(c.before ?? '')} -> ${String(c.after ?? '')}`,
    ),
    ...listed('moved (old address answers 301)', summary.moved, (m) => `${m.from} -> ${m.to}`),
    ...listed(
      summary.engines.hidden > 0
        ? 'not in the file, now hidden'
        : 'not in the file, kept (--hide-stale hides them)',
      summary.stale,
      (e) => `${e.path} (${e.name})`,
    ),
    ...issueLines('skipped', summary.skipped),
    ...issueLines('rejected', summary.rejected),
  ].join('\n')
}
