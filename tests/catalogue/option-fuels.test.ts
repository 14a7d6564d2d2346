import { describe, expect, it } from 'vitest'

import { isTunable } from '@/catalogue/rules/gain'
import { optionFits, optionsFor } from '@/catalogue/rules/option-fuels'
import { engineDisplayName, powerUnit } from '@/catalogue/rules/power'

const options = [
  { name: 'ECO mode', fuels: ['petrol', 'diesel', 'hybrid'] },
  { name: 'Launch Control', fuels: [] },
  { name: 'Pops & Bangs', fuels: ['petrol'] },
]

describe('the options an engine is offered', () => {
  it("offers only the options staff set for the engine's fuel group; none ticked fits every fuel", () => {
    const names = (fuel: string | null) => optionsFor(options, fuel).map((o) => o.name)
    expect(names('Petrol')).toEqual(['ECO mode', 'Launch Control', 'Pops & Bangs'])
    expect(names('Diesel')).toEqual(['ECO mode', 'Launch Control'])
    expect(names('PHEV')).toEqual(['ECO mode', 'Launch Control'])
    expect(names('Electric')).toEqual(['Launch Control'])
    // The catalogue counts an engine without a fuel as petrol, as the year page groups it.
    expect(names(null)).toEqual(['ECO mode', 'Launch Control', 'Pops & Bangs'])
  })

  it('ignores a fuel value it does not know instead of hiding the option everywhere', () => {
    expect(optionFits({ fuels: ['lpg'] }, 'Diesel')).toBe(true)
    expect(optionFits({ fuels: null }, 'Electric')).toBe(true)
  })
})

describe('whether software can tune an engine', () => {
  it('needs a gain in power or torque', () => {
    expect(isTunable({ stockHp: 150, tunedHp: 190, stockNm: 250, tunedNm: 320 })).toBe(true)
    expect(isTunable({ stockHp: 150, tunedHp: 150, stockNm: 250, tunedNm: 280 })).toBe(true)
    expect(isTunable({ stockHp: 1020, tunedHp: 1020, stockNm: 1420, tunedNm: 1420 })).toBe(false)
    expect(isTunable({ stockHp: 150, tunedHp: 140, stockNm: 250, tunedNm: 240 })).toBe(false)
    expect(isTunable({ stockHp: 150, tunedHp: null, stockNm: 250 })).toBe(false)
    expect(isTunable({ stockHp: 0, tunedHp: 120, stockNm: 0, tunedNm: 200 })).toBe(false)
  })
})

describe('power in the reader’s unit', () => {
  it('writes pk in Dutch, PS in German and hp in English', () => {
    expect([powerUnit('nl'), powerUnit('de'), powerUnit('en')]).toEqual(['pk', 'PS', 'hp'])
  })

  it("shows an engine's stored name with its power in that unit, leaving the rest alone", () => {
    expect(engineDisplayName('1.8 TFSI 120hp', 'nl')).toBe('1.8 TFSI 120 pk')
    expect(engineDisplayName('1.8 TFSI 120hp', 'de')).toBe('1.8 TFSI 120 PS')
    expect(engineDisplayName('1.8 TFSI 120hp', 'en')).toBe('1.8 TFSI 120 hp')
    expect(engineDisplayName('2.0 TDI, 150 HP', 'nl')).toBe('2.0 TDI, 150 pk')
    expect(engineDisplayName('R135 135hp', 'en')).toBe('R135 135 hp')
    expect(engineDisplayName('Plaid', 'nl')).toBe('Plaid')
    // Only a figure with a power unit: model codes and displacements are untouched.
    expect(engineDisplayName('3.0 BiTDI 320hp (hpfp)', 'nl')).toBe('3.0 BiTDI 320 pk (hpfp)')
  })
})
