import 'server-only'

import { clientKey, createRateLimiter } from '@/server/rate-limit'

import {
  createLookupCounts,
  createRdwCache,
  lookupVehicle,
  type LookupDeps,
  type VehicleAnswer,
} from './lookup'

const httpStatus: Record<VehicleAnswer['status'], number> = {
  found: 200,
  invalid: 400,
  'not-found': 404,
  // The RDW being down is no failure of ours: the visitor gets the picker instead.
  unavailable: 200,
}

// Answers name a vehicle: never kept by a browser, proxy or shared cache.
const headers = { 'Cache-Control': 'private, no-store' }

/**
 * GET /api/vehicle?plate=...: validation, per-client limit, then the look-up. Whatever goes
 * wrong (the RDW, the catalogue read) ends in a JSON answer the form turns into a message.
 */
export function createVehicleHandler(deps: LookupDeps & { rateLimit?: number }) {
  const allow = createRateLimiter({ limit: deps.rateLimit ?? 20, windowMs: 60_000 })
  const state = {
    ...deps,
    cache: deps.cache ?? createRdwCache(),
    counts: deps.counts ?? createLookupCounts(),
  }
  return async function GET(request: Request): Promise<Response> {
    if (!allow(clientKey(request))) {
      return Response.json(
        { status: 'rate-limited', plate: null },
        { status: 429, headers: { ...headers, 'Retry-After': '60' } },
      )
    }
    const plate = new URL(request.url).searchParams.get('plate')
    let answer: VehicleAnswer
    try {
      answer = await lookupVehicle(plate, state)
    } catch (error) {
      // The message of a catalogue failure never holds the plate; the plate is not logged.
      console.error(
        '[vehicle] look-up failed',
        error instanceof Error ? error.message : 'unknown error',
      )
      answer = { status: 'unavailable', plate: null }
    }
    return Response.json(answer, { status: httpStatus[answer.status], headers })
  }
}
