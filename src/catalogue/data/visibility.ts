import type { Where } from 'payload'

/** Engines staff hid (stale after an import) answer 404 and leave lists, averages and the sitemap. */
export const visibleEngine: Where = { hidden: { not_equals: true } }
