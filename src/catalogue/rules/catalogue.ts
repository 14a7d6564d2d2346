import type { PowerFigures } from './gain'

/** A model or build year without engines, or flagged by staff, shows as a "Binnenkort" card. */
export function isComingSoon(entry: {
  underConstruction?: boolean | null
  engineCount: number
}): boolean {
  return Boolean(entry.underConstruction) || entry.engineCount === 0
}

/** Alphabetical by display name, the way the brand grid, model grid and picker list them. */
export function byName<T extends { name: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) =>
    a.name.localeCompare(b.name, 'nl', { sensitivity: 'base', numeric: true }),
  )
}

/** Groups engine figures by a parent id, for per-model or per-year averages and counts. */
export function groupFigures<T extends PowerFigures>(
  engines: readonly T[],
  parentOf: (engine: T) => unknown,
) {
  const groups = new Map<unknown, T[]>()
  for (const engine of engines) {
    const key = parentOf(engine)
    groups.set(key, [...(groups.get(key) ?? []), engine])
  }
  return groups
}

/** Initials for a logo placeholder: first letters of the first two words, at most 2 characters. */
export function initials(name: string): string {
  const words = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[\s-]+/)
    .filter((word) => /[a-z0-9]/i.test(word))
  if (words.length === 0) return '?'
  if (words.length === 1)
    return words[0]!
      .replace(/[^a-z0-9]/gi, '')
      .slice(0, 2)
      .toUpperCase()
  return words
    .slice(0, 2)
    .map((word) => word.replace(/[^a-z0-9]/gi, '')[0] ?? '')
    .join('')
    .toUpperCase()
}
