/** The vehicle search's server side: what the catalogue's revalidation tells it. */
export { catalogueChanges, markSearchStale } from './staleness'
export { buildVehicleIndex } from '../engine/vehicle-index'
export type { VehicleIndex } from '../engine/vehicle-index'
