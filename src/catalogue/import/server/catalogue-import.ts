import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
} from 'payload'

import { type FieldChange, planEngines, type StoredEngine } from '@/catalogue/import/rules/diff'
import type { PlannedRow } from '@/catalogue/import/rules/engine-slugs'
import { engineFields, engineFigures } from '@/catalogue/import/rules/plan'
import type { RowIssue } from '@/catalogue/import/rules/row'
import type { Move } from '@/catalogue/redirects/rules'
import { recordMoves } from '@/catalogue/redirects/server'
import type { BrandCategory } from '@/catalogue/rules/categories'

import { type Id, loadByPath } from './existing'
import { writeParents } from './parents'
import { type Counts, Writer } from './writer'

export type StaleAction = 'keep' | 'hide'
export type StaleEngine = { id: Id; path: string; name: string }
export type ImportSummary = {
  brands: Counts
  models: Counts
  years: Counts
  engines: Counts & { stale: number; hidden: number }
  skipped: RowIssue[]
  rejected: RowIssue[]
  /** Visible engines the file does not list. */
  stale: StaleEngine[]
  /** Every figure and price that changes, before -> after. */
  changes: FieldChange[]
  /** Engines whose address changed: the old one answers 301. */
  moved: Move[]
}

export type ImportOptions = {
  dryRun?: boolean
  /** What happens to engines the file does not list: nothing is ever deleted. */
  staleAction?: StaleAction
  /** Category of brands the CSV introduces; brands that exist keep theirs. */
  newBrandCategory?: BrandCategory
  onProgress?: (done: number, total: number) => void
  /** Aborted when the server stops: the import ends at its next write, nothing changed. */
  signal?: AbortSignal
}

const emptyCounts = (): Counts => ({ created: 0, updated: 0, unchanged: 0 })

/**
 * Upserts parsed CSV rows. Everything that exists is read in one query per collection, only
 * what differs is written, and all writes share one transaction, so an import either lands
 * whole or not at all. Engines are matched by id, else by build year + name (see planEngines),
 * so a corrected power moves an engine to its new address (301 from the old) instead of adding
 * a second one. Writes go through the database adapter: the importer sets paths and parents
 * itself, which the collection hooks would otherwise look up one document at a time.
 */
export async function importCatalogue(
  payload: Payload,
  rows: readonly PlannedRow[],
  issues: readonly RowIssue[],
  options: ImportOptions = {},
): Promise<ImportSummary> {
  const req = await createLocalReq({ context: { disableRevalidate: true } }, payload)
  const write = !options.dryRun
  if (write) await initTransaction(req)

  try {
    const [brands, models, years, engines] = await Promise.all([
      loadByPath(payload, 'brands', ['slug', 'name'], req),
      loadByPath(payload, 'models', ['slug', 'name', 'brand'], req),
      loadByPath(payload, 'build-years', ['slug', 'label', 'model'], req),
      loadByPath(payload, 'engines', ['slug', 'hidden', ...engineFields], req),
    ])
    const plan = planEngines(rows, [...engines.values()] as unknown as StoredEngine[])
    const rejectedLines = new Set(plan.rejected.map((issue) => issue.line))
    const accepted = rows.filter((row) => !rejectedLines.has(row.line))
    const summary: ImportSummary = {
      brands: emptyCounts(),
      models: emptyCounts(),
      years: emptyCounts(),
      engines: { ...emptyCounts(), stale: plan.stale.length, hidden: 0 },
      skipped: issues.filter((issue) => issue.kind === 'skipped'),
      rejected: [...issues.filter((issue) => issue.kind === 'rejected'), ...plan.rejected].sort(
        (a, b) => a.line - b.line,
      ),
      stale: plan.stale.map(({ id, path, name }) => ({ id, path, name })),
      changes: plan.changes,
      moved: plan.updates.flatMap((update) => (update.move ? [update.move] : [])),
    }
    const writer = new Writer(payload, req, write, options.signal)
    const now = new Date().toISOString()

    const parentsOf = await writeParents(
      writer,
      { brands, models, years },
      accepted,
      summary,
      options.newBrandCategory,
    )

    const total = plan.updates.length + plan.creates.length
    let done = 0
    const progress = () => {
      if (++done % 1000 === 0) options.onProgress?.(done, total)
    }
    // Moving engines first step aside to a temporary path, so two engines may swap addresses
    // without meeting on the unique index.
    for (const update of plan.updates) {
      if (update.move)
        await writer.update('engines', update.stored.id, {
          path: `${update.move.from}#moving-${update.stored.id}`,
        })
    }
    for (const update of plan.updates) {
      const { row, move } = update
      await writer.update('engines', update.stored.id, {
        ...update.changes,
        ...(move ? { path: row.path, slug: row.engineSlug, ...parentsOf(row) } : {}),
        ...(update.restore ? { hidden: false } : {}),
        updatedAt: now,
      })
      progress()
    }
    summary.engines.updated = plan.updates.length
    summary.engines.unchanged = plan.unchanged
    for (const row of plan.creates) {
      await writer.create('engines', {
        ...engineFigures(row),
        slug: row.engineSlug,
        path: row.path,
        ...parentsOf(row),
        createdAt: now,
        updatedAt: now,
      })
      progress()
    }
    summary.engines.created = plan.creates.length
    if (options.staleAction === 'hide') {
      for (const engine of plan.stale)
        await writer.update('engines', engine.id, { hidden: true, updatedAt: now })
      summary.engines.hidden = plan.stale.length
    }
    if (write)
      await recordMoves(
        payload,
        req,
        summary.moved,
        plan.creates.map((row) => row.path),
      )
    options.onProgress?.(total, total)

    options.signal?.throwIfAborted()
    if (write) await commitTransaction(req)
    return summary
  } catch (error) {
    if (write) await killTransaction(req)
    throw error
  }
}
