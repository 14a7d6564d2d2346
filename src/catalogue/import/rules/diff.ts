import type { Move } from '@/catalogue/redirects/rules'
import { slugify } from '@/catalogue/rules/slug'

import type { PlannedRow } from './engine-slugs'
import { changedFields, engineFields, engineFigures, type EngineFigures } from './plan'
import type { RowIssue } from './row'

export type EngineId = number | string

export type StoredEngine = Partial<EngineFigures> & {
  id: EngineId
  path: string
  name: string
  hidden?: boolean | null
}

/** One figure that an import changes, for the preview: "audi/a4/…/150pk price 349 -> 379". */
export type FieldChange = {
  path: string
  name: string
  field: string
  before: unknown
  after: unknown
}

export type EngineUpdate = {
  row: PlannedRow
  stored: StoredEngine
  changes: Partial<EngineFigures>
  move: Move | null
  restore: boolean
}

export type EnginePlan = {
  creates: PlannedRow[]
  updates: EngineUpdate[]
  unchanged: number
  /** Visible engines the file does not list: staff keep or hide them, nothing is deleted. */
  stale: StoredEngine[]
  rejected: RowIssue[]
  changes: FieldChange[]
}

/**
 * The natural key of an engine when the file has no id: its build year and its name. Not its
 * power: a corrected stock power must move the engine (301 from its old address), not add one.
 */
export const naturalKey = (yearPath: string, name: string) => `${yearPath}|${slugify(name)}`
const yearPathOf = (path: string) => path.slice(0, path.lastIndexOf('/'))

/**
 * Pairs each row with the engine it describes: by id when the file has the id column (what
 * our export writes), else by build year + name, else by path (a renamed engine that kept its
 * power). Each stored engine is claimed once; the rest of the rows are new engines.
 */
export function planEngines(
  rows: readonly PlannedRow[],
  stored: readonly StoredEngine[],
): EnginePlan {
  const byId = new Map(stored.map((engine) => [String(engine.id), engine]))
  const byKey = new Map(
    stored.map((engine) => [naturalKey(yearPathOf(engine.path), engine.name), engine]),
  )
  const byPath = new Map(stored.map((engine) => [engine.path, engine]))
  const claimed = new Map<EngineId, PlannedRow>()
  const match = new Map<PlannedRow, StoredEngine>()
  const rejected: RowIssue[] = []

  const claim = (row: PlannedRow, engine: StoredEngine | undefined) => {
    if (!engine || claimed.has(engine.id) || match.has(row)) return
    claimed.set(engine.id, row)
    match.set(row, engine)
  }
  const accepted: PlannedRow[] = []
  for (const row of rows) {
    if (row.id === null || row.id === undefined) {
      accepted.push(row)
      continue
    }
    const engine = byId.get(row.id)
    if (!engine) {
      rejected.push({
        line: row.line,
        kind: 'rejected',
        problem: { code: 'unknown-id', id: row.id },
      })
      continue
    }
    claim(row, engine)
    accepted.push(row)
  }
  for (const row of accepted)
    if (!row.id) claim(row, byKey.get(naturalKey(row.yearPath, row.engine)))
  for (const row of accepted) if (!row.id) claim(row, byPath.get(row.path))

  const plan: EnginePlan = {
    creates: [],
    updates: [],
    unchanged: 0,
    stale: [],
    rejected,
    changes: [],
  }
  for (const row of accepted) {
    const engine = match.get(row)
    if (!engine) {
      plan.creates.push(row)
      continue
    }
    const changes = changedFields(engine, engineFigures(row), engineFields)
    const move = engine.path === row.path ? null : { from: engine.path, to: row.path }
    const restore = Boolean(engine.hidden)
    if (Object.keys(changes).length === 0 && !move && !restore) {
      plan.unchanged++
      continue
    }
    plan.updates.push({ row, stored: engine, changes, move, restore })
    for (const [field, after] of Object.entries(changes)) {
      plan.changes.push({
        path: row.path,
        name: row.engine,
        field,
        before: engine[field as keyof EngineFigures] ?? null,
        after,
      })
    }
  }
  plan.stale = stored.filter((engine) => !claimed.has(engine.id) && !engine.hidden)
  return plan
}
