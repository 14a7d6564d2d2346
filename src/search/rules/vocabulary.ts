import type { FuelGroup } from '@/catalogue'

/**
 * What people type for a fuel, in Dutch, English and German, as the index names the group.
 * A table, not branches: a new word is one line.
 */
export const fuelWords: ReadonlyMap<string, FuelGroup> = new Map([
  ['benzine', 'petrol'],
  ['benzin', 'petrol'],
  ['petrol', 'petrol'],
  ['gasoline', 'petrol'],
  ['diesel', 'diesel'],
  ['hybride', 'hybrid'],
  ['hybrid', 'hybrid'],
  ['elektrisch', 'electric'],
  ['elektro', 'electric'],
  ['electric', 'electric'],
  ['ev', 'electric'],
])

/** Other names of a brand that people type, by the brand's slug. */
export const brandNicknames: ReadonlyMap<string, readonly string[]> = new Map([
  ['volkswagen', ['vw']],
  ['volkswagen-commercial-vehicles', ['vw']],
  ['mercedes-benz', ['merc', 'mb']],
  ['mercedes-benz-vans', ['merc', 'mb']],
  ['alfa-romeo', ['alfa']],
  ['land-rover', ['landrover']],
])

/** Words that say nothing about which vehicle is meant ("chiptuning golf 7"). */
export const ignoredWords: ReadonlySet<string> = new Set([
  'chiptuning',
  'tuning',
  'chip',
  'remap',
  'stage',
  'de',
  'het',
  'een',
  'van',
  'voor',
  'the',
  'for',
  'of',
  'der',
  'die',
  'das',
  'von',
  'fur',
])
