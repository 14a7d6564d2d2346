import { describe, expect, it } from 'vitest'

import { parseCatalogueCsv } from '@/catalogue/import/rules/parse'
import { rowProblemText } from '@/catalogue/import/rules/problem-texts'
import { fuelGroup } from '@/catalogue/rules/fuel'
import { fuelFromWord, isFuelGroup } from '@/catalogue/rules/fuel-words'

const header =
  'brand,model,year,fuel,engine,stock_power_hp,stage1_power_hp,stock_torque_nm,stage1_torque_nm,ecu,price'

describe('fuelFromWord', () => {
  it.each([
    ['Benzine', 'petrol'],
    ['Petrol', 'petrol'],
    ['GASOLINE', 'petrol'],
    ['Benzin', 'petrol'],
    ['diesel', 'diesel'],
    ['DIESEL', 'diesel'],
    ['Hybride', 'hybrid'],
    ['hybrid', 'hybrid'],
    ['PHEV', 'hybrid'],
    ['MHEV', 'hybrid'],
    ['Plug-in Hybrid', 'hybrid'],
    ['Elektrisch', 'electric'],
    ['Electric', 'electric'],
    ['Elektro', 'electric'],
    [' elektriciteit ', 'electric'],
  ] as const)('%s -> %s', (word, fuel) => {
    expect(fuelFromWord(word)).toBe(fuel)
  })

  it('knows no other word', () => {
    for (const word of ['LPG', 'Waterstof', 'Kerosine', 'dieselx', ''])
      expect(fuelFromWord(word), word).toBeNull()
  })

  it('reads every stored value back as itself, and the site groups it the same', () => {
    for (const fuel of ['petrol', 'diesel', 'hybrid', 'electric'] as const) {
      expect(fuelFromWord(fuel)).toBe(fuel)
      expect(fuelGroup(fuel)).toBe(fuel)
      expect(isFuelGroup(fuel)).toBe(true)
    }
    expect(isFuelGroup('Petrol')).toBe(false)
  })
})

describe('the fuel column of a price list', () => {
  const parse = (...rows: string[]) => {
    const result = parseCatalogueCsv([header, ...rows].join('\n'))
    if (!result.ok) throw new Error(JSON.stringify(result.problem))
    return result
  }

  it('stores the word of any language as one of the four fuels', () => {
    const { rows, issues } = parse(
      'Audi,A4,2016,Benzine,2.0 TFSI,190,240,320,400,,',
      'Audi,A4,2016,Gasoline,1.4 TFSI,150,180,250,300,,',
      'Audi,A4,2016,diesel,2.0 TDI,150,190,320,400,,',
      'Audi,A4,2016,Hybride,2.0 TFSIe,204,250,350,420,,',
      'Audi,A4,2016,Elektro,e-tron,300,300,500,500,,',
      'Audi,A4,2016,,3.0 TDI,272,320,600,700,,',
    )
    expect(issues).toEqual([])
    expect(rows.map((row) => row.fuel)).toEqual([
      'petrol',
      'petrol',
      'diesel',
      'hybrid',
      'electric',
      null,
    ])
  })

  it('rejects a word it does not know and says which, in the reader’s language', () => {
    const { rows, issues } = parse('Audi,A4,2016,Waterstof,2.0 H2,150,190,320,400,,')
    expect(rows).toEqual([])
    expect(issues).toEqual([
      { line: 2, kind: 'rejected', problem: { code: 'unknown-fuel', value: 'Waterstof' } },
    ])
    const problem = issues[0]!.problem
    expect(rowProblemText(problem, 'nl')).toBe(
      'brandstof "Waterstof" is onbekend: schrijf Benzine, Diesel, Hybride of Elektrisch',
    )
    expect(rowProblemText(problem, 'en')).toBe(
      'fuel "Waterstof" is not known: write Petrol, Diesel, Hybrid or Electric',
    )
    expect(rowProblemText(problem, 'de')).toContain('Kraftstoff „Waterstof“ ist unbekannt')
  })

  it('still skips "Not Possible" rows', () => {
    const { issues } = parse('Audi,A4,2016,Not Possible,2.0 TDI,150,190,320,400,,')
    expect(issues).toEqual([{ line: 2, kind: 'skipped', problem: { code: 'fuel-not-possible' } }])
  })
})
