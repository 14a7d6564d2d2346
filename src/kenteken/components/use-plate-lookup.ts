'use client'

import { useCallback, useRef, useState } from 'react'

import type { MatchReason, VehicleMatch } from '@/kenteken/rules/match'
import { parsePlate } from '@/kenteken/rules/plate'
import type { LimitedAnswer } from '@/kenteken/server/handler'

import { lookupState, type FoundVehicle, type LookupState } from './lookup-state'

export type { FoundVehicle, LookupState, MatchReason, VehicleMatch }

/**
 * Asks our API for a plate (nothing is fetched before the visitor submits); an invalid plate
 * is caught here without a request, and a newer search wins over a slower older one. `initial`
 * is what the server found for a form sent without script (/merken?plate=).
 */
export function usePlateLookup(initial: LookupState = { phase: 'idle' }) {
  const [state, setState] = useState<LookupState>(initial)
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
      const answer = (await response.json().catch(() => null)) as LimitedAnswer | null
      return settle(lookupState(answer))
    } catch {
      return settle({ phase: 'problem', problem: 'unavailable' })
    }
  }, [])
  return { state, search }
}
