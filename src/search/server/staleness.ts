/**
 * A count of catalogue changes in this process: a search index built at an older count is
 * rebuilt before it answers. The catalogue's revalidation (staff edits, the importer's and the
 * seed's refresh) counts up; the index of another app process learns of a change through the
 * catalogue's cache tag instead (data/vehicle-search). Kept on globalThis: a production build
 * may hold this module in more than one server chunk (a route, the Payload config).
 */
const key = Symbol.for('chiptuning.search.changes')
const store = globalThis as { [key]?: number }

export function markSearchStale(): void {
  store[key] = (store[key] ?? 0) + 1
}

export const catalogueChanges = (): number => store[key] ?? 0
