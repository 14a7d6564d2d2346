import { getMatchBrands } from '@/data/vehicle-catalogue'
import { rdwOptionsFromEnv } from '@/server/vehicle/rdw-client'
import { createVehicleHandler } from '@/server/vehicle/handler'

/** GET ?plate=16-RSL-9 -> the RDW's facts and the catalogue's engines for that vehicle. */
export const GET = createVehicleHandler({
  catalogue: getMatchBrands,
  rdw: rdwOptionsFromEnv(),
  // An empty line in .env means unset, as everywhere (env.ts).
  rateLimit: Number(process.env.RATE_LIMIT_VEHICLE) || 20,
})

// Every answer depends on the query and the RDW: never prerendered.
export const dynamic = 'force-dynamic'
