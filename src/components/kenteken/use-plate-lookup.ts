'use client'

import { useCallback, useRef, useState } from 'react'

import type { MatchReason, VehicleMatch } from '@/domain/kenteken/match'
import { parsePlate } from '@/domain/kenteken/plate'
import type { VehicleAnswer } from '@/server/vehicle/lookup'

/** The found vehicle, as GET /api/vehicle answers it (one type for the handler and the form). */
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

export type { MatchReason, VehicleMatch }

/**
 * Asks our API for a plate (nothing is fetched before the visitor submits); an invalid plate
 * is caught here without a request, and a newer search wins over a slower older one.
 */
export function usePlateLookup() {
  const [state, setState] = useState<LookupState>({ phase: 'idle' })
  const latest = useRef(0)
  const search = useCallback(async (input: string): Promise<LookupState> => {
    const plate = parsePlate(input)
    const call = ++latest.current
    const settle = (next: LookupState) => {
      if (call === latest.current) setState(next)
      return next
    }
    if (!plate) return settle({ phase: 'problem', problem: 'invalid' })
    setState({ phase: 'searching' })
    try {
      const response = await fetch(`/api/vehicle?plate=${plate.compact}`, {
        headers: { Accept: 'application/json' },
      })
      const answer = (await response.json().catch(() => null)) as VehicleAnswer | null
      if (response.status === 429) return settle({ phase: 'problem', problem: 'rateLimited' })
      if (answer?.status === 'found') return settle({ phase: 'found', vehicle: answer })
      if (answer?.status === 'not-found')
        return settle({ phase: 'problem', problem: 'notFound', plate: plate.display })
      if (answer?.status === 'invalid') return settle({ phase: 'problem', problem: 'invalid' })
      return settle({ phase: 'problem', problem: 'unavailable' })
    } catch {
      return settle({ phase: 'problem', problem: 'unavailable' })
    }
  }, [])
  return { state, search }
}
