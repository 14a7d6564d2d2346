import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type CollectionSlug,
  type Payload,
  type PayloadRequest,
} from 'payload'

import type { BrandCategory } from '@/domain/categories'
import type { PlannedRow } from '@/domain/csv/engine-slugs'
import { changedFields, distinctBy, engineFields, engineFigures } from '@/domain/csv/plan'
import type { RowIssue } from '@/domain/csv/row'
import { joinPath } from '@/domain/slug'

import { type Id, idOf, loadByPath, type Row } from './existing'

export type Counts = { created: number; updated: number; unchanged: number }
export type ImportSummary = {
  brands: Counts
  models: Counts
  years: Counts
  engines: Counts
  skipped: RowIssue[]
  rejected: RowIssue[]
}

export type ImportOptions = {
  dryRun?: boolean
  /** Category of brands the CSV introduces; brands that exist keep theirs. */
  newBrandCategory?: BrandCategory
  onProgress?: (done: number, total: number) => void
}

const emptyCounts = (): Counts => ({ created: 0, updated: 0, unchanged: 0 })

/**
 * Upserts parsed CSV rows by path. Everything that exists is read in one query per
 * collection, only what differs is written, and all writes share one transaction, so an
 * import either lands whole or not at all. Writes go through the database adapter: the
 * importer sets paths and parents itself, which the collection hooks would otherwise look up
 * one document at a time.
 */
export async function importCatalogue(
  payload: Payload,
  rows: readonly PlannedRow[],
  issues: readonly RowIssue[],
  options: ImportOptions = {},
): Promise<ImportSummary> {
  const summary: ImportSummary = {
    brands: emptyCounts(),
    models: emptyCounts(),
    years: emptyCounts(),
    engines: emptyCounts(),
    skipped: issues.filter((issue) => issue.kind === 'skipped'),
    rejected: issues.filter((issue) => issue.kind === 'rejected'),
  }
  const req = await createLocalReq({ context: { disableRevalidate: true } }, payload)
  const write = !options.dryRun
  if (write) await initTransaction(req)

  try {
    const [brands, models, years, engines] = await Promise.all([
      loadByPath(payload, 'brands', ['slug', 'name'], req),
      loadByPath(payload, 'models', ['slug', 'name', 'brand'], req),
      loadByPath(payload, 'build-years', ['slug', 'label', 'model'], req),
      loadByPath(payload, 'engines', ['slug', ...engineFields], req),
    ])
    const writer = new Writer(payload, req, write)
    const now = new Date().toISOString()

    const brandIds = await writer.upsertParents(
      'brands',
      brands,
      distinctBy(rows, (r) => r.brandSlug, (r) => ({ name: r.brand, slug: r.brandSlug, path: r.brandSlug })),
      summary.brands,
      (data) => ({ ...data, category: options.newBrandCategory ?? 'cars' }),
      () => ({}),
    )
    const modelIds = await writer.upsertParents(
      'models',
      models,
      distinctBy(
        rows,
        (r) => joinPath(r.brandSlug, r.modelSlug),
        (r) => ({ name: r.model, slug: r.modelSlug, path: joinPath(r.brandSlug, r.modelSlug), brand: brandIds.get(r.brandSlug) }),
      ),
      summary.models,
      (data) => data,
      (stored, data) => changedFields(stored, data, ['name']),
    )
    const yearIds = await writer.upsertParents(
      'build-years',
      years,
      distinctBy(
        rows,
        (r) => r.yearPath,
        (r) => ({
          label: r.year,
          slug: r.yearSlug,
          sortYear: r.sortYear,
          path: r.yearPath,
          model: modelIds.get(joinPath(r.brandSlug, r.modelSlug)),
          brand: brandIds.get(r.brandSlug),
        }),
      ),
      summary.years,
      (data) => data,
      (stored, data) => changedFields(stored, data, ['label']),
    )

    let done = 0
    for (const row of rows) {
      const figures = engineFigures(row)
      const stored = engines.get(row.path)
      if (!stored) {
        summary.engines.created++
        await writer.create('engines', {
          ...figures,
          slug: row.engineSlug,
          path: row.path,
          buildYear: yearIds.get(row.yearPath),
          model: modelIds.get(joinPath(row.brandSlug, row.modelSlug)),
          brand: brandIds.get(row.brandSlug),
          createdAt: now,
          updatedAt: now,
        })
      } else {
        const changes = changedFields(stored, figures, engineFields)
        if (Object.keys(changes).length === 0) summary.engines.unchanged++
        else {
          summary.engines.updated++
          await writer.update('engines', stored.id, { ...changes, updatedAt: now })
        }
      }
      if (++done % 1000 === 0) options.onProgress?.(done, rows.length)
    }
    options.onProgress?.(rows.length, rows.length)

    if (write) await commitTransaction(req)
    return summary
  } catch (error) {
    if (write) await killTransaction(req)
    throw error
  }
}

class Writer {
  constructor(
    private readonly payload: Payload,
    private readonly req: PayloadRequest,
    private readonly enabled: boolean,
  ) {}

  async create(collection: CollectionSlug, data: Record<string, unknown>, returning = false): Promise<Id | null> {
    if (!this.enabled) return null
    const doc = await this.payload.db.create({ collection, data, req: this.req, returning })
    return returning ? (doc as { id: Id }).id : null
  }

  async update(collection: CollectionSlug, id: Id, data: Record<string, unknown>) {
    if (!this.enabled) return
    await this.payload.db.updateOne({ collection, id, data, req: this.req, returning: false })
  }

  /** Creates missing parents, renames changed ones, and returns every id by path. */
  async upsertParents<T extends Record<string, unknown>>(
    collection: CollectionSlug,
    stored: Map<string, Row>,
    wanted: Map<string, T>,
    counts: Counts,
    forCreate: (data: T) => Record<string, unknown>,
    changesOf: (stored: Row, data: T) => Record<string, unknown>,
  ): Promise<Map<string, Id | undefined>> {
    const ids = new Map<string, Id | undefined>()
    for (const [path, data] of wanted) {
      const existing = stored.get(path)
      if (!existing) {
        counts.created++
        ids.set(path, (await this.create(collection, forCreate(data), true)) ?? undefined)
        continue
      }
      ids.set(path, idOf(existing.id) ?? undefined)
      const changes = changesOf(existing, data)
      if (Object.keys(changes).length === 0) counts.unchanged++
      else {
        counts.updated++
        await this.update(collection, existing.id, changes)
      }
    }
    return ids
  }
}
