import { vehicleRoute, siteVehicleLookup } from '@/kenteken/data'

/** GET ?plate=16-RSL-9 -> the RDW's facts and the catalogue's engines for that vehicle. */
export const GET = vehicleRoute(siteVehicleLookup())

// Every answer depends on the query and the RDW: never prerendered.
export const dynamic = 'force-dynamic'
