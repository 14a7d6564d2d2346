import { describe, expect, it } from 'vitest'

import {
  lookupState,
  onlyMatch,
  type FoundVehicle,
  type LookupState,
} from '@/kenteken/components/lookup-state'
import type { VehicleMatch } from '@/kenteken/rules/match'

const match = (path: string): VehicleMatch => ({
  path,
  label: path,
  why: ['brand'],
  vehicle: { brand: 'Volkswagen', model: 'Golf', buildYear: '2017-2020', engine: path },
})

const vehicle = (paths: string[]): FoundVehicle => ({
  status: 'found',
  plate: '16-RSL-9',
  make: 'VOLKSWAGEN',
  model: 'GOLF',
  firstRegistration: '2018-03-01',
  fuel: 'Benzine',
  powerKw: 169,
  powerHp: 230,
  picker: { brand: { slug: 'volkswagen', name: 'Volkswagen' }, model: null },
  matches: paths.map(match),
})

describe('what the plate form shows for an answer', () => {
  it('shows a found vehicle, and opens the engine only when exactly one matches', () => {
    const one = lookupState(vehicle(['/merken/vw/golf/2017-2020/230pk']))
    expect(one).toMatchObject({ phase: 'found' })
    expect(onlyMatch(one)?.path).toBe('/merken/vw/golf/2017-2020/230pk')
    expect(onlyMatch(lookupState(vehicle(['/a', '/b'])))).toBeUndefined()
    expect(onlyMatch(lookupState(vehicle([])))).toBeUndefined()
  })

  it('names the problem, with the plate where the message shows it', () => {
    expect(lookupState({ status: 'not-found', plate: 'TN-Z12-B' })).toEqual({
      phase: 'problem',
      problem: 'notFound',
      plate: 'TN-Z12-B',
    })
    expect(lookupState({ status: 'invalid', plate: null })).toEqual({
      phase: 'problem',
      problem: 'invalid',
    })
    expect(lookupState({ status: 'rate-limited', plate: null })).toEqual({
      phase: 'problem',
      problem: 'rateLimited',
    })
  })

  it('reads an RDW outage or an unreadable answer as unavailable', () => {
    const unavailable: LookupState = { phase: 'problem', problem: 'unavailable' }
    expect(lookupState({ status: 'unavailable', plate: '16-RSL-9' })).toEqual(unavailable)
    expect(lookupState(null)).toEqual(unavailable)
    expect(onlyMatch(unavailable)).toBeUndefined()
  })
})
