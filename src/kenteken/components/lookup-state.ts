import type { VehicleMatch } from '@/kenteken/rules/match'
import type { LimitedAnswer } from '@/kenteken/server/handler'
import type { VehicleAnswer } from '@/kenteken/server/lookup'

/** The found vehicle, as a look-up answers it (one type for the server and the form). */
export type FoundVehicle = Extract<VehicleAnswer, { status: 'found' }>

export type LookupState =
  | { phase: 'idle' }
  | { phase: 'searching' }
  | {
      phase: 'problem'
      problem: 'invalid' | 'notFound' | 'unavailable' | 'rateLimited'
      plate?: string
    }
  | { phase: 'found'; vehicle: FoundVehicle }

/**
 * What the form shows for an answer, whether its script fetched it from /api/vehicle or the
 * server looked it up for /merken?plate= (a browser without script). Anything unexpected reads
 * as the RDW being unreachable: the visitor can still pick the vehicle.
 */
export function lookupState(answer: LimitedAnswer | null): LookupState {
  switch (answer?.status) {
    case 'found':
      return { phase: 'found', vehicle: answer }
    case 'not-found':
      return { phase: 'problem', problem: 'notFound', plate: answer.plate ?? undefined }
    case 'invalid':
      return { phase: 'problem', problem: 'invalid' }
    case 'rate-limited':
      return { phase: 'problem', problem: 'rateLimited' }
    default:
      return { phase: 'problem', problem: 'unavailable' }
  }
}

/** The one engine a found vehicle matches, the page the form opens by itself. */
export const onlyMatch = (state: LookupState): VehicleMatch | undefined =>
  state.phase === 'found' && state.vehicle.matches.length === 1
    ? state.vehicle.matches[0]
    : undefined
