import { describe, expect, it } from 'vitest'

import { findBrands, modelFit, registeredFuel, yearRange } from '@/kenteken/rules/match'

import { golfCatalogue, seriesCatalogue } from '../fixtures/match-catalogue'

describe('findBrands', () => {
  const brands = [...golfCatalogue, ...seriesCatalogue]
  it('finds a brand by name, whatever the case and diacritics', () => {
    expect(findBrands('CITROEN', 'Personenauto', brands).map((hit) => hit.brand.slug)).toEqual([
      'citroen',
    ])
    expect(findBrands('bmw', 'Personenauto', brands)[0]).toMatchObject({
      reason: 'brand',
      brand: { slug: 'bmw' },
    })
  })

  it('finds a brand by its alias', () => {
    expect(findBrands('VW', 'Personenauto', brands)[0]).toMatchObject({
      reason: 'brandAlias',
      brand: { slug: 'volkswagen' },
    })
    expect(findBrands('MERCEDES', null, brands)[0]).toMatchObject({
      reason: 'brandAlias',
      brand: { slug: 'mercedes-benz' },
    })
  })

  it('puts the family member that carries the vehicle kind first', () => {
    expect(findBrands('VOLKSWAGEN', 'Bedrijfsauto', brands).map((hit) => hit.brand.slug)).toEqual([
      'volkswagen-commercial-vehicles',
      'volkswagen',
    ])
    expect(findBrands('BMW', 'Motorfiets', brands)[0]?.brand.slug).toBe('bmw-motorrad')
    expect(findBrands('BMW', 'Personenauto', brands)[0]?.brand.slug).toBe('bmw')
  })

  it('finds nothing for a make the catalogue lacks', () => {
    expect(findBrands('LADA', 'Personenauto', brands)).toEqual([])
    expect(findBrands('', null, brands)).toEqual([])
  })
})

describe('modelFit', () => {
  it.each([
    ['Golf', 'GOLF', 3],
    ['Golf Variant', 'GOLF VARIANT', 3],
    ['Golf', 'GOLF VARIANT', 2],
    ['Golf', 'GOLF GTI', 2],
    ['ID.3', 'ID.3', 3],
    ['ID.3', 'ID3', 3],
    ['T-Roc', 'T-ROC', 3],
    ['up!', 'UP!', 3],
    ['Model_3', 'MODEL 3', 3],
    ['3 Serie', '320D', 1],
    ['3 Serie', '3ER REIHE', 1],
    ['C-Klasse', 'C 220 D', 1],
    ['A3', 'A35 AMG', 0],
    ['Golf', 'POLO', 0],
    ['C-Klasse', 'CLA 200', 0],
    ['CLA', 'CLA 200', 2],
  ])('%s against %s -> %i', (model, trade, fit) => {
    expect(modelFit(model, trade)).toBe(fit)
  })
})

describe('yearRange', () => {
  it('reads closed and open ranges', () => {
    expect(yearRange('2017-2020')).toEqual([2017, 2020])
    expect(yearRange('2020')).toEqual([2020, Infinity])
    expect(yearRange('classic')).toBeNull()
  })
})

describe('registeredFuel', () => {
  it('maps RDW fuels to a catalogue fuel group', () => {
    expect(registeredFuel(['Benzine'])).toEqual({ group: 'petrol', plugIn: false })
    expect(registeredFuel(['Diesel'])).toEqual({ group: 'diesel', plugIn: false })
    expect(registeredFuel(['Benzine', 'Elektriciteit'])).toEqual({ group: 'petrol', plugIn: true })
    expect(registeredFuel(['Elektriciteit'])).toEqual({ group: 'electric', plugIn: false })
    expect(registeredFuel(['Benzine', 'LPG'])).toEqual({ group: 'petrol', plugIn: false })
    expect(registeredFuel([])).toBeNull()
  })
})
