import { describe, expect, it } from 'vitest'

import { fuelGroup, fuelNamedGroup, groupByFuel } from '@/catalogue/rules/fuel'

describe('fuelGroup', () => {
  it.each([
    ['Diesel', 'diesel'],
    ['TURBODIESEL', 'diesel'],
    ['PHEV', 'hybrid'],
    ['MHEV', 'hybrid'],
    ['Plug-in Hybrid', 'hybrid'],
    ['Electric', 'electric'],
    ['Elektrisch', 'electric'],
    ['Petrol', 'petrol'],
    ['Benzine', 'petrol'],
    ['LPG', 'petrol'],
    ['', 'petrol'],
    [null, 'petrol'],
  ] as const)('%s -> %s', (fuel, group) => {
    expect(fuelGroup(fuel)).toBe(group)
  })

  it('checks diesel before hybrid', () => {
    expect(fuelGroup('Diesel Hybrid')).toBe('diesel')
  })
})

describe('groupByFuel', () => {
  it('orders groups petrol, diesel, hybrid, electric and drops empty ones', () => {
    const engines = [
      { name: 'e-tron', fuel: 'Electric' },
      { name: 'TDI', fuel: 'Diesel' },
      { name: 'TFSI', fuel: 'Petrol' },
      { name: 'TDI 2', fuel: 'diesel' },
    ]
    const sections = groupByFuel(engines, (e) => e.fuel)
    expect(sections.map((s) => s.group)).toEqual(['petrol', 'diesel', 'electric'])
    expect(sections[1]?.items.map((e) => e.name)).toEqual(['TDI', 'TDI 2'])
  })
})

describe('fuelNamedGroup', () => {
  it('knows the group names of the catalogue and of the RDW, whatever their case', () => {
    expect(fuelNamedGroup('Petrol')).toBe('petrol')
    expect(fuelNamedGroup('Benzine')).toBe('petrol')
    expect(fuelNamedGroup(' diesel ')).toBe('diesel')
    expect(fuelNamedGroup('Elektriciteit')).toBe('electric')
    expect(fuelNamedGroup('Hybrid')).toBe('hybrid')
  })

  it('leaves names of their own, the same in every language, as they are', () => {
    for (const fuel of ['MHEV', 'PHEV', 'LPG', 'CNG']) expect(fuelNamedGroup(fuel), fuel).toBeNull()
  })
})
