import { getMatchBrands } from '@/data/vehicle-catalogue'
import { RATE_LIMIT_DEFAULTS, serverEnv } from '@/server/env'
import { rdwOptionsFromEnv } from '@/server/vehicle/rdw-client'
import { createVehicleHandler } from '@/server/vehicle/handler'

/** GET ?plate=16-RSL-9 -> the RDW's facts and the catalogue's engines for that vehicle. */
export const GET = createVehicleHandler({
  catalogue: getMatchBrands,
  rdw: rdwOptionsFromEnv(),
  rateLimit: serverEnv().RATE_LIMIT_VEHICLE ?? RATE_LIMIT_DEFAULTS.vehicle,
})

// Every answer depends on the query and the RDW: never prerendered.
export const dynamic = 'force-dynamic'
