import type { FuelGroup } from '@/catalogue'
import { options } from '@/i18n/admin-labels'

/**
 * The catalogue's four fuels (src/catalogue/rules/fuel.ts), as an engine is stored with one
 * and as the year page groups engines; each named in the staff member's language.
 */
export const fuelOptions = options({
  petrol: ['Benzine', 'Petrol', 'Benzin'],
  diesel: ['Diesel', 'Diesel', 'Diesel'],
  hybrid: ['Hybride', 'Hybrid', 'Hybrid'],
  electric: ['Elektrisch', 'Electric', 'Elektrisch'],
} satisfies Record<FuelGroup, readonly [string, string, string]>)
