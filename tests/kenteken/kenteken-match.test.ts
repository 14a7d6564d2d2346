import { describe, expect, it } from 'vitest'

import { matchCatalogue } from '@/kenteken/rules/match'
import type { RdwVehicle } from '@/kenteken/rules/rdw'

import { golfCatalogue, seriesCatalogue } from '../fixtures/match-catalogue'

const golf = (fields: Partial<RdwVehicle>): RdwVehicle => ({
  plate: '16RSL9',
  kind: 'Personenauto',
  make: 'VOLKSWAGEN',
  model: 'GOLF',
  firstRegistration: '2018-03-15',
  fuels: ['Benzine'],
  powerKw: 169,
  ...fields,
})

describe('matchCatalogue', () => {
  it('finds the one engine of a 2018 Golf GTI by year, fuel and power', () => {
    const answer = matchCatalogue(golf({}), golfCatalogue)
    expect(answer.brand).toEqual({ slug: 'volkswagen', name: 'Volkswagen' })
    expect(answer.model).toEqual({ slug: 'golf', name: 'Golf' })
    expect(answer.matches).toEqual([
      {
        path: '/merken/volkswagen/golf/2017-2020/2-0-tsi-230hp',
        label: 'Volkswagen Golf 2017-2020 2.0 TSI 230hp',
        why: ['brand', 'model', 'buildYear', 'fuel', 'power'],
        vehicle: {
          brand: 'Volkswagen',
          model: 'Golf',
          buildYear: '2017-2020',
          engine: '2.0 TSI 230hp',
        },
      },
    ])
  })

  it('offers both generations when the first registration falls in both ranges', () => {
    const answer = matchCatalogue(
      golf({ firstRegistration: '2017-06-01', fuels: ['Diesel'], powerKw: 110 }),
      golfCatalogue,
    )
    expect(answer.matches.map((m) => m.path)).toEqual([
      '/merken/volkswagen/golf/2012-2017/2-0-tdi-150hp',
      '/merken/volkswagen/golf/2017-2020/2-0-tdi-150hp',
    ])
  })

  it('ranks the engine closest in power first within the tolerance', () => {
    // 162 kW = 220 pk: the 230 pk engine is within 5 % (11 pk), the 300 pk one is not.
    const answer = matchCatalogue(golf({ powerKw: 162 }), golfCatalogue)
    expect(answer.matches.map((m) => m.vehicle.engine)).toEqual(['2.0 TSI 230hp'])
  })

  it('prefers the exact trade name (Golf Variant) over a model that only starts it', () => {
    const answer = matchCatalogue(
      golf({
        model: 'GOLF VARIANT',
        firstRegistration: '2018-01-01',
        fuels: ['Diesel'],
        powerKw: 110,
      }),
      golfCatalogue,
    )
    expect(answer.model?.slug).toBe('golf-variant')
    expect(answer.matches.map((m) => m.path)).toEqual([
      '/merken/volkswagen/golf-variant/2017-2020/2-0-tdi-150hp',
    ])
  })

  it('matches a plug-in hybrid although the RDW registers only its petrol power', () => {
    const answer = matchCatalogue(
      golf({ fuels: ['Benzine', 'Elektriciteit'], powerKw: 110 }),
      golfCatalogue,
    )
    expect(answer.matches[0]).toMatchObject({
      vehicle: { engine: '1.4 TSI eHybrid 204hp' },
      why: ['brand', 'model', 'buildYear', 'fuel'],
    })
  })

  it('matches an electric car, and a mild hybrid registered as petrol', () => {
    expect(
      matchCatalogue(golf({ fuels: ['Elektriciteit'], powerKw: 100 }), golfCatalogue).matches[0]
        ?.vehicle.engine,
    ).toBe('e-Golf 136hp')
    const mild = matchCatalogue(
      golf({ firstRegistration: '2021-05-01', powerKw: 110 }),
      golfCatalogue,
    )
    expect(mild.matches[0]).toMatchObject({
      vehicle: { engine: '1.5 eTSI 150hp' },
      why: ['brand', 'model', 'buildYear', 'power'],
    })
  })

  it('takes an open range ("2020") as from that year on', () => {
    const answer = matchCatalogue(
      golf({
        model: 'ID.3',
        firstRegistration: '2023-02-01',
        fuels: ['Elektriciteit'],
        powerKw: 150,
      }),
      golfCatalogue,
    )
    expect(answer.matches.map((m) => m.path)).toEqual(['/merken/volkswagen/id-3/2020/pro-204hp'])
  })

  it('lists every engine of the fuel when the RDW has no power, best first and at most five', () => {
    const answer = matchCatalogue(golf({ powerKw: null }), golfCatalogue)
    expect(answer.matches.map((m) => m.vehicle.engine)).toEqual([
      '1.5 TSI ACT 150hp',
      '2.0 TSI 230hp',
      '2.0 TSI 300hp',
    ])
  })

  it('finds series models and family brands through the vehicle kind', () => {
    const bmw = matchCatalogue(
      golf({
        make: 'BMW',
        model: '320D',
        firstRegistration: '2020-02-01',
        fuels: ['Diesel'],
        powerKw: 140,
      }),
      seriesCatalogue,
    )
    expect(bmw.matches.map((m) => m.path)).toEqual(['/merken/bmw/3-serie/2019-2024/320d-190hp'])
    const merc = matchCatalogue(
      golf({
        make: 'MERCEDES-BENZ',
        model: 'C 220 D',
        firstRegistration: '2016-01-01',
        fuels: ['Diesel'],
        powerKw: 143,
      }),
      seriesCatalogue,
    )
    expect(merc.matches[0]?.label).toBe('Mercedes-Benz C-Klasse 2014-2021 C 220 d 194hp')
    const van = matchCatalogue(
      golf({
        kind: 'Bedrijfsauto',
        model: 'TRANSPORTER',
        firstRegistration: '2016-01-01',
        fuels: ['Diesel'],
        powerKw: 110,
      }),
      golfCatalogue,
    )
    expect(van.brand?.slug).toBe('volkswagen-commercial-vehicles')
    expect(van.matches).toHaveLength(1)
  })

  it('gives brand and model for the picker when no build year fits', () => {
    const answer = matchCatalogue(
      golf({ firstRegistration: '1995-05-20', powerKw: 66 }),
      golfCatalogue,
    )
    expect(answer).toEqual({
      brand: { slug: 'volkswagen', name: 'Volkswagen' },
      model: { slug: 'golf', name: 'Golf' },
      matches: [],
    })
  })

  it('gives the brand alone for an unknown model, and nothing for an unknown make', () => {
    expect(matchCatalogue(golf({ model: 'KAEFER' }), golfCatalogue)).toEqual({
      brand: { slug: 'volkswagen', name: 'Volkswagen' },
      model: null,
      matches: [],
    })
    expect(matchCatalogue(golf({ make: 'LADA', model: 'NIVA' }), golfCatalogue)).toEqual({
      brand: null,
      model: null,
      matches: [],
    })
  })

  it('drops engines of another fuel or outside the power tolerance', () => {
    expect(matchCatalogue(golf({ powerKw: 250 }), golfCatalogue).matches).toEqual([])
    expect(
      matchCatalogue(golf({ fuels: ['Diesel'], powerKw: 169 }), golfCatalogue).matches,
    ).toEqual([])
  })
})
