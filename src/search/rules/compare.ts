/** How many engines a comparison shows side by side. */
export const MAX_COMPARED = 3

/** An engine's id as an address carries it: SQLite's numbers or MongoDB's hex names. */
const ENGINE_ID = /^(?:\d{1,12}|[0-9a-f]{24})$/i

export type ComparisonList = { ids: string[]; unreadable: string[] }

/**
 * The engines an address names (`m=12,40,7`, or `m` given more than once), in order, each once,
 * at most three (the first three kept). What names no engine is returned apart for a message.
 */
export function parseComparison(raw: string | string[] | undefined | null): ComparisonList {
  const values = Array.isArray(raw) ? raw : raw ? [raw] : []
  const ids: string[] = []
  const unreadable: string[] = []
  for (const value of values.join(',').split(',')) {
    const id = value.trim()
    if (!id) continue
    if (!ENGINE_ID.test(id)) unreadable.push(id.slice(0, 24))
    else if (!ids.includes(id)) ids.push(id)
  }
  return { ids: ids.slice(0, MAX_COMPARED), unreadable }
}

/**
 * The list after adding an engine: appended; when three are shown already the oldest makes
 * room (`replaced`), so adding always works without a page in between.
 */
export function addToComparison(ids: readonly string[], id: string) {
  if (ids.includes(id)) return { ids: [...ids], replaced: null }
  const replaced = ids.length >= MAX_COMPARED ? (ids[0] ?? null) : null
  return { ids: [...ids.slice(replaced ? 1 : 0), id], replaced }
}

export const removeFromComparison = (ids: readonly string[], id: string) =>
  ids.filter((other) => other !== id)

/** The query string of a comparison's address: `m=12,40` (commas kept readable). */
export const comparisonQuery = (ids: readonly string[]) => (ids.length ? `m=${ids.join(',')}` : '')

/** The address of a change to a comparison, for links on engine pages, results and the table. */
export function compareChange(
  locale: string,
  change: { add?: string; remove?: string; clear?: boolean; ids?: readonly string[] },
): string {
  const query = new URLSearchParams({ locale })
  if (change.ids) query.set('m', change.ids.join(','))
  if (change.add) query.set('add', change.add)
  if (change.remove) query.set('remove', change.remove)
  if (change.clear) query.set('clear', '1')
  return `/api/compare?${query.toString()}`
}
