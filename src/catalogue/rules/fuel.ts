export const fuelGroups = ['petrol', 'diesel', 'hybrid', 'electric'] as const
export type FuelGroup = (typeof fuelGroups)[number]

/** Checked top to bottom: a "diesel hybrid" counts as diesel. Everything else is petrol. */
const keywordRules: ReadonlyArray<readonly [FuelGroup, RegExp]> = [
  ['diesel', /diesel/i],
  ['hybrid', /phev|mhev|hybrid/i],
  ['electric', /electric|elektr/i],
]

export function fuelGroup(fuel: string | null | undefined): FuelGroup {
  if (!fuel) return 'petrol'
  return keywordRules.find(([, pattern]) => pattern.test(fuel))?.[0] ?? 'petrol'
}

export type FuelSection<T> = { group: FuelGroup; items: T[] }

/** Groups items in the fixed order petrol, diesel, hybrid, electric; empty groups left out. */
export function groupByFuel<T>(
  items: readonly T[],
  fuelOf: (item: T) => string | null | undefined,
): FuelSection<T>[] {
  const buckets = new Map<FuelGroup, T[]>(fuelGroups.map((group) => [group, []]))
  for (const item of items) buckets.get(fuelGroup(fuelOf(item)))?.push(item)
  return fuelGroups
    .map((group) => ({ group, items: buckets.get(group) ?? [] }))
    .filter((section) => section.items.length > 0)
}

/** Fuel names that are a group's name, in the catalogue's words (Petrol) or the RDW's (Benzine). */
const groupNames: Record<string, FuelGroup> = {
  petrol: 'petrol',
  benzine: 'petrol',
  diesel: 'diesel',
  hybrid: 'hybrid',
  electric: 'electric',
  elektriciteit: 'electric',
}

/**
 * The group a fuel's name says in words, to be shown in the visitor's language; null for a
 * name of its own (MHEV, PHEV, LPG), which reads the same in every language.
 */
export const fuelNamedGroup = (fuel: string): FuelGroup | null =>
  groupNames[fuel.trim().toLowerCase()] ?? null
