/** The vehicle search for pages and route handlers: the index, searches and comparisons. */
export { siteVehicleIndex } from './vehicle-search'
export { getComparison } from './comparison'
export type { Comparison, ComparedEngine } from './comparison'
export { searchVehicles } from './search'
export type { SearchAnswer } from './search'
export { searchRoute } from './search-route'
export { compareRoute } from './compare-route'
