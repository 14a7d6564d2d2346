import type { SeedLocalPage } from '../types'
import { gelderland } from './gelderland'
import { noordBrabant } from './noord-brabant'
import { noordHolland } from './noord-holland'
import { utrecht } from './utrecht'

/**
 * Local landing pages (/chiptuning-{place}). Regions follow the product specification as given,
 * even where a place lies in another province (for example Landerd, which is listed under Utrecht).
 * distanceKm is an approximate road distance from the workshop in Nijmegen.
 */
export const localPages: SeedLocalPage[] = [
  ...gelderland,
  ...noordBrabant,
  ...utrecht,
  ...noordHolland,
]
