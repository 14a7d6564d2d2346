import { joinPath, powerSlug, slugify } from '@/catalogue/rules/slug'

import type { CatalogueRow, RowIssue } from './row'

export type PlannedRow = CatalogueRow & { engineSlug: string; yearPath: string; path: string }

/**
 * Engine slugs are "{stockHp}pk". When two engines of one build year share their stock power,
 * both get "{stockHp}pk-{engine name}" instead, so the result never depends on row order.
 * A row with the same build year and engine name, or the same id, as an earlier one is a duplicate.
 */
export function assignEngineSlugs(rows: readonly CatalogueRow[]): {
  rows: PlannedRow[]
  issues: RowIssue[]
} {
  const issues: RowIssue[] = []
  const byYear = new Map<string, CatalogueRow[]>()
  const firstWithId = new Map<string, CatalogueRow>()
  for (const row of rows) {
    const yearPath = joinPath(row.brandSlug, row.modelSlug, row.yearSlug)
    const list = byYear.get(yearPath) ?? byYear.set(yearPath, []).get(yearPath)!
    // Build year + engine name is an engine's identity when the file has no ids: it must be unique.
    const twin = list.find((other) => slugify(other.engine) === slugify(row.engine))
    const sameId = row.id ? firstWithId.get(row.id) : undefined
    if (twin) {
      const problem = { code: 'duplicate-engine', of: twin.line } as const
      issues.push({ line: row.line, kind: 'rejected', problem })
    } else if (sameId) {
      const problem = { code: 'duplicate-id', of: sameId.line } as const
      issues.push({ line: row.line, kind: 'rejected', problem })
    } else {
      list.push(row)
      if (row.id) firstWithId.set(row.id, row)
    }
  }

  const planned: PlannedRow[] = []
  for (const [yearPath, list] of byYear) {
    // Counted by slug, not by power: 150 and 150.4 hp both round to "150pk".
    const slugCounts = new Map<string, number>()
    for (const row of list)
      slugCounts.set(powerSlug(row.stockHp), (slugCounts.get(powerSlug(row.stockHp)) ?? 0) + 1)
    for (const row of list) {
      const base = powerSlug(row.stockHp)
      const engineSlug = (slugCounts.get(base) ?? 0) > 1 ? `${base}-${slugify(row.engine)}` : base
      planned.push({ ...row, engineSlug, yearPath, path: joinPath(yearPath, engineSlug) })
    }
  }
  planned.sort((a, b) => a.line - b.line)
  return { rows: planned, issues }
}
