import 'server-only'

import { getMatchBrands } from '@/kenteken/data/vehicle-catalogue'

import { createVehicleLookup, type VehicleLookup } from './handler'
import { rdwOptionsFromEnv } from './rdw-client'

const shared = globalThis as typeof globalThis & { chiptuningVehicleLookup?: VehicleLookup }

/**
 * The site's one plate look-up: GET /api/vehicle (the form with its script) and /merken?plate=
 * (the same form without it) share its RDW cache and its per-client limit, so neither is a way
 * around the other. Kept on globalThis because the route and the page are separate server
 * bundles that would otherwise each build their own.
 */
export function siteVehicleLookup(): VehicleLookup {
  shared.chiptuningVehicleLookup ??= createVehicleLookup({
    catalogue: getMatchBrands,
    rdw: rdwOptionsFromEnv(),
  })
  return shared.chiptuningVehicleLookup
}
