import 'server-only'

import { clientKey } from '@/platform/shared/client-address'
import { type Limit, limit } from '@/platform/shared/limits'

import {
  createLookupCounts,
  createRdwCache,
  lookupVehicle,
  type LookupDeps,
  type VehicleAnswer,
} from './lookup'

/** What a look-up answers, the per-client limit included. */
export type LimitedAnswer = VehicleAnswer | { status: 'rate-limited'; plate: null }

/** A plate from one client -> its answer; the limit counts every look-up of that client. */
export type VehicleLookup = (plate: unknown, client: string) => Promise<LimitedAnswer>

/**
 * Validation, per-client limit, then the look-up. Whatever goes wrong (the RDW, the catalogue
 * read) ends in an answer the form turns into a message.
 */
export function createVehicleLookup(deps: LookupDeps & { limit?: Limit }): VehicleLookup {
  const perClient = deps.limit ?? limit('vehicle')
  const state = {
    ...deps,
    cache: deps.cache ?? createRdwCache(),
    counts: deps.counts ?? createLookupCounts(),
  }
  return async (plate, client) => {
    if (!(await perClient.take(client))) return { status: 'rate-limited', plate: null }
    try {
      return await lookupVehicle(plate, state)
    } catch (error) {
      // The message of a catalogue failure never holds the plate; the plate is not logged.
      console.error(
        '[vehicle] look-up failed',
        error instanceof Error ? error.message : 'unknown error',
      )
      return { status: 'unavailable', plate: null }
    }
  }
}

const httpStatus: Record<LimitedAnswer['status'], number> = {
  found: 200,
  invalid: 400,
  'not-found': 404,
  // The RDW being down is no failure of ours: the visitor gets the picker instead.
  unavailable: 200,
  'rate-limited': 429,
}

// Answers name a vehicle: never kept by a browser, proxy or shared cache.
const headers = { 'Cache-Control': 'private, no-store' }

/** GET /api/vehicle?plate=...: the look-up as JSON. */
export function vehicleRoute(lookup: VehicleLookup) {
  return async function GET(request: Request): Promise<Response> {
    const answer = await lookup(new URL(request.url).searchParams.get('plate'), clientKey(request))
    const extra: Record<string, string> =
      answer.status === 'rate-limited' ? { 'Retry-After': '60' } : {}
    return Response.json(answer, {
      status: httpStatus[answer.status],
      headers: { ...headers, ...extra },
    })
  }
}

export const createVehicleHandler = (deps: LookupDeps & { limit?: Limit }) =>
  vehicleRoute(createVehicleLookup(deps))
