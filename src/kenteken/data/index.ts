/** The feature's server-only modules, for pages and route handlers: the look-up and its route. */
export { vehicleRoute } from '../server/handler'
export { siteVehicleLookup } from '../server/site-lookup'
