import { describe, expect, it } from 'vitest'

import { kwToHp } from '@/kenteken/rules/power'
import { parseRdwAnswers } from '@/kenteken/rules/rdw'

import { rdwFixtures } from '../fixtures/rdw'

describe('kwToHp', () => {
  it.each([
    [110, 150],
    [169, 230],
    [81, 110],
    [66, 90],
    [0.74, 1],
  ])('%f kW -> %i pk', (kw, hp) => {
    expect(kwToHp(kw)).toBe(hp)
  })
})

describe('parseRdwAnswers', () => {
  it('reads make, trade name, first registration, fuel and power', () => {
    const { vehicles, fuels } = rdwFixtures['16RSL9']!
    expect(parseRdwAnswers(vehicles, fuels)).toEqual({
      ok: true,
      vehicle: {
        plate: '16RSL9',
        kind: 'Personenauto',
        make: 'VOLKSWAGEN',
        model: 'GOLF',
        firstRegistration: '2018-03-15',
        fuels: ['Benzine'],
        powerKw: 169,
      },
    })
  })

  it('drops the make in front of the trade name', () => {
    const { vehicles, fuels } = rdwFixtures['GZ123X']!
    const answer = parseRdwAnswers(vehicles, fuels)
    expect(answer.ok && answer.vehicle.model).toBe('GOLF')
  })

  it('lists fuels in the RDW order and takes the main fuel power', () => {
    const { vehicles, fuels } = rdwFixtures['K123BB']!
    const answer = parseRdwAnswers(vehicles, [...fuels].reverse())
    expect(answer.ok && answer.vehicle.fuels).toEqual(['Benzine', 'Elektriciteit'])
    expect(answer.ok && answer.vehicle.powerKw).toBe(110)
  })

  it('leaves power, date and fuels empty when the RDW has none', () => {
    const row = {
      kenteken: 'GB001B',
      merk: 'VOLKSWAGEN',
      handelsbenaming: 'POLO',
      datum_eerste_toelating: '2017-13-45',
    }
    const answer = parseRdwAnswers(
      [row],
      [
        {
          brandstof_volgnummer: '1',
          brandstof_omschrijving: 'Benzine',
          nettomaximumvermogen: 'n/a',
        },
      ],
    )
    expect(answer).toMatchObject({
      ok: true,
      vehicle: { firstRegistration: null, powerKw: null, fuels: ['Benzine'] },
    })
    expect(parseRdwAnswers([row], [])).toMatchObject({
      ok: true,
      vehicle: { fuels: [], powerKw: null },
    })
  })

  it('says not-found for an empty answer', () => {
    expect(parseRdwAnswers([], [])).toEqual({ ok: false, reason: 'not-found' })
  })

  it.each([
    [{ error: true }, []],
    [[{ kenteken: '16RSL9' }], []],
    [[{ merk: 12 }], []],
    ['<html>', []],
    [[{ kenteken: '16RSL9', merk: 'VOLKSWAGEN' }], { message: 'oops' }],
  ])('says malformed for answers of another shape (%j)', (vehicles, fuels) => {
    expect(parseRdwAnswers(vehicles, fuels)).toEqual({ ok: false, reason: 'malformed' })
  })
})
