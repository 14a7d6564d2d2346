/** The first four-digit number of a build-year label ("2015-2019" -> 2015), or null. */
export function firstYear(label: string): number | null {
  const match = /\d{4}/.exec(label)
  return match ? Number(match[0]) : null
}

/** Newest first by the first four-digit year; labels without a year go last, by label. */
export function sortNewestFirst<T>(items: readonly T[], labelOf: (item: T) => string): T[] {
  return [...items].sort((a, b) => {
    const ya = firstYear(labelOf(a))
    const yb = firstYear(labelOf(b))
    if (ya !== yb) return (yb ?? -Infinity) - (ya ?? -Infinity)
    return labelOf(a).localeCompare(labelOf(b))
  })
}

/** "2015-2019" -> "2015 -> 2019"; anything else: hyphens as spaces, in capitals. */
export function displayYearSlug(slug: string): string {
  const range = /(\d{4})-(\d{4})$/.exec(slug)
  if (range) return `${range[1]} -> ${range[2]}`
  return slug.replace(/-/g, ' ').toUpperCase()
}
