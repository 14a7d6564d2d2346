import 'server-only'

import { matchCatalogue, type MatchBrand, type VehicleMatch } from '@/kenteken/rules/match'
import { parsePlate } from '@/kenteken/rules/plate'
import { kwToHp } from '@/kenteken/rules/power'
import type { RdwVehicle } from '@/kenteken/rules/rdw'
import { sharedValues, type SharedValues } from '@/platform/shared/values'

import { fetchRdwVehicle, type RdwAnswer, type RdwOptions } from './rdw-client'

/** What GET /api/vehicle answers; `status` tells the UI which message to show. */
export type VehicleAnswer =
  | {
      status: 'found'
      plate: string
      make: string
      model: string | null
      firstRegistration: string | null
      fuel: string | null
      powerKw: number | null
      powerHp: number | null
      /** What the vehicle picker can be set to (brand and model slugs of our catalogue). */
      picker: {
        brand: { slug: string; name: string } | null
        model: { slug: string; name: string } | null
      }
      matches: VehicleMatch[]
    }
  | { status: 'invalid' | 'not-found' | 'unavailable'; plate: string | null }

/** The catalogue brands a registered make could be, down to their engines. */
export type CatalogueSource = (make: string, kind: string | null) => Promise<MatchBrand[]>

export type LookupDeps = {
  catalogue: CatalogueSource
  rdw?: RdwOptions
  cache?: RdwCache
  counts?: LookupCounts
}

/**
 * RDW answers by plate, shared by the app processes (Redis, else this process's memory, at most
 * 5,000 plates): gone after 24 hours (vehicles are re-registered, and plates are personal data
 * we keep no longer than useful).
 */
export type RdwCache = SharedValues<Exclude<RdwAnswer, { status: 'unavailable' }>>
export const createRdwCache = (namespace = 'rdw'): RdwCache =>
  sharedValues(namespace, { ttlMs: 24 * 60 * 60 * 1000, max: 5_000 })

/** How look-ups went, without the plates: the only trace a look-up leaves. */
export type LookupCounts = Record<
  'found' | 'notFound' | 'unavailable' | 'invalid' | 'fromCache',
  number
>
export const createLookupCounts = (): LookupCounts => ({
  found: 0,
  notFound: 0,
  unavailable: 0,
  invalid: 0,
  fromCache: 0,
})

const LOG_EVERY = 100

function count(counts: LookupCounts, key: keyof LookupCounts) {
  counts[key]++
  const total = counts.found + counts.notFound + counts.unavailable + counts.invalid
  if (key !== 'fromCache' && total % LOG_EVERY === 0)
    console.info('[vehicle] plate look-ups so far', { ...counts })
}

function found(vehicle: RdwVehicle, display: string, brands: MatchBrand[]): VehicleAnswer {
  const match = matchCatalogue(vehicle, brands)
  return {
    status: 'found',
    plate: display,
    make: vehicle.make,
    model: vehicle.model,
    firstRegistration: vehicle.firstRegistration,
    fuel: vehicle.fuels.length > 0 ? vehicle.fuels.join(' + ') : null,
    powerKw: vehicle.powerKw,
    powerHp: vehicle.powerKw === null ? null : kwToHp(vehicle.powerKw),
    picker: { brand: match.brand, model: match.model },
    matches: match.matches,
  }
}

/** A plate as the visitor typed it -> the vehicle and its catalogue engines, or why not. */
export async function lookupVehicle(
  input: unknown,
  deps: LookupDeps & { cache: RdwCache; counts: LookupCounts },
): Promise<VehicleAnswer> {
  const plate = parsePlate(input)
  if (!plate) {
    count(deps.counts, 'invalid')
    return { status: 'invalid', plate: null }
  }
  let answer = await deps.cache.get(plate.compact)
  if (answer) count(deps.counts, 'fromCache')
  else {
    const fresh = await fetchRdwVehicle(plate.compact, deps.rdw)
    if (fresh.status === 'unavailable') {
      count(deps.counts, 'unavailable')
      console.warn(`[vehicle] RDW unavailable (${fresh.reason})`)
      return { status: 'unavailable', plate: plate.display }
    }
    await deps.cache.set(plate.compact, fresh)
    answer = fresh
  }
  if (answer.status === 'not-found') {
    count(deps.counts, 'notFound')
    return { status: 'not-found', plate: plate.display }
  }
  count(deps.counts, 'found')
  return found(
    answer.vehicle,
    plate.display,
    await deps.catalogue(answer.vehicle.make, answer.vehicle.kind),
  )
}
