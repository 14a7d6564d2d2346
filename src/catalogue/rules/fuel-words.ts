import { type FuelGroup, fuelGroups } from './fuel'

/**
 * The words a price list may use for a fuel, in Dutch, English and German, spelled as people
 * write them (lower case, spaces and hyphens taken out): each names one of the four fuels an
 * engine is stored with. The stored values themselves (petrol, ...) are among them, so an
 * exported catalogue reads back as it was.
 */
const fuelWords: Record<string, FuelGroup> = {
  petrol: 'petrol',
  benzine: 'petrol',
  benzin: 'petrol',
  gasoline: 'petrol',
  gas: 'petrol',
  diesel: 'diesel',
  hybrid: 'hybrid',
  hybride: 'hybrid',
  phev: 'hybrid',
  mhev: 'hybrid',
  pluginhybrid: 'hybrid',
  pluginhybride: 'hybrid',
  mildhybrid: 'hybrid',
  mildhybride: 'hybrid',
  electric: 'electric',
  elektrisch: 'electric',
  elektro: 'electric',
  elektriciteit: 'electric',
  ev: 'electric',
  bev: 'electric',
}

const normalised = (word: string) => word.toLowerCase().replace(/[\s\-_.]+/g, '')

/** The fuel a word names ("Benzine", "PETROL", "Plug-in Hybrid"); null for a word we do not know. */
export function fuelFromWord(word: string): FuelGroup | null {
  return fuelWords[normalised(word)] ?? null
}

/** Whether a stored value is one of the fixed set (a select's value, not a free word). */
export const isFuelGroup = (value: unknown): value is FuelGroup =>
  typeof value === 'string' && (fuelGroups as readonly string[]).includes(value)

/** How the export writes each fuel: the catalogue's own words, as the demo price list has them. */
export const fuelExportWord: Record<FuelGroup, string> = {
  petrol: 'Petrol',
  diesel: 'Diesel',
  hybrid: 'Hybrid',
  electric: 'Electric',
}
