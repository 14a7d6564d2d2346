import type { PlannedRow } from './engine-slugs'
import type { CatalogueRow } from './row'

/** What an engine document takes from a CSV row: its figures, with the engine column as name. */
export type EngineFigures = Pick<
  CatalogueRow,
  'fuel' | 'stockHp' | 'tunedHp' | 'stockNm' | 'tunedNm' | 'ecu' | 'price'
> & { name: string }

export const engineFields = [
  'name',
  'fuel',
  'stockHp',
  'tunedHp',
  'stockNm',
  'tunedNm',
  'ecu',
  'price',
] as const

export function engineFigures(row: PlannedRow): EngineFigures {
  return {
    name: row.engine,
    fuel: row.fuel,
    stockHp: row.stockHp,
    tunedHp: row.tunedHp,
    stockNm: row.stockNm,
    tunedNm: row.tunedNm,
    ecu: row.ecu,
    price: row.price,
  }
}

const same = (a: unknown, b: unknown) => (a ?? null) === (b ?? null)

/**
 * The fields whose CSV value differs from the stored one: the only ones an update writes. A
 * field that is undefined came from a column the file does not have and is left alone.
 */
export function changedFields<T extends Record<string, unknown>>(
  stored: Record<string, unknown>,
  incoming: T,
  fields: readonly (keyof T & string)[],
): Partial<T> {
  return Object.fromEntries(
    fields
      .filter((field) => incoming[field] !== undefined && !same(stored[field], incoming[field]))
      .map((field) => [field, incoming[field]]),
  ) as Partial<T>
}

/** One entry per distinct path, first row wins: the shape of brands, models and years to write. */
export function distinctBy<K, V>(
  rows: readonly PlannedRow[],
  keyOf: (row: PlannedRow) => K,
  valueOf: (row: PlannedRow) => V,
) {
  const map = new Map<K, V>()
  for (const row of rows) if (!map.has(keyOf(row))) map.set(keyOf(row), valueOf(row))
  return map
}
