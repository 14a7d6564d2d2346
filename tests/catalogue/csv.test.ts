import { describe, expect, it } from 'vitest'

import { parseCatalogueCsv } from '@/catalogue/import/rules/parse'

const header =
  'brand,model,year,fuel,engine,stock_power_hp,stage1_power_hp,stock_torque_nm,stage1_torque_nm,ecu,price'

function parse(...rows: string[]) {
  const result = parseCatalogueCsv([header, ...rows].join('\n'))
  if (!result.ok) throw new Error(JSON.stringify(result.problem))
  return result
}

describe('catalogue CSV rows', () => {
  it('reads a valid row into slugs, figures and a power slug', () => {
    const { rows, issues } = parse(
      'Audi,A4,2015-2019,Diesel,2.0 TDI 150hp,150,190,320,400,Bosch EDC17C64,349',
    )
    expect(issues).toEqual([])
    expect(rows[0]).toMatchObject({
      line: 2,
      brandSlug: 'audi',
      modelSlug: 'a4',
      yearSlug: '2015-2019',
      sortYear: 2015,
      engineSlug: '150pk',
      path: 'audi/a4/2015-2019/150pk',
      stockHp: 150,
      tunedNm: 400,
      ecu: 'Bosch EDC17C64',
      price: 349,
    })
  })

  it('drops a leading slash on the brand and keeps commas inside quotes', () => {
    const { rows } = parse('/Audi,A4,2015-2019,Diesel,"2.0 TDI, quattro",150,190,320,400,,')
    expect(rows[0]).toMatchObject({ brand: 'Audi', brandSlug: 'audi', engine: '2.0 TDI, quattro' })
  })

  it('treats "nan" and empty cells as null and leaves the price to the fallback', () => {
    const { rows } = parse('Audi,A4,2015-2019,nan,2.0 TDI,150,190,320,400,nan,nan')
    expect(rows[0]).toMatchObject({ fuel: null, ecu: null, price: null })
  })

  it('skips rows by the catalogue rules and says why', () => {
    const { rows, issues } = parse(
      'Audi,A4,2015-2019,Not Possible,2.0 TDI,150,190,320,400,,',
      'Audi,A4,,Diesel,2.0 TDI,150,190,320,400,,',
      'Audi,A4,2015-2019,Diesel,2.0 TDI,150,190,320,0,,',
      'Audi,A4,2015-2019,Diesel,2.0 TDI,nan,190,320,400,,',
    )
    expect(rows).toEqual([])
    expect(issues).toEqual([
      { line: 2, kind: 'skipped', problem: { code: 'fuel-not-possible' } },
      { line: 3, kind: 'skipped', problem: { code: 'empty-year' } },
      { line: 4, kind: 'skipped', problem: { code: 'not-above-zero', field: 'tunedNm' } },
      { line: 5, kind: 'skipped', problem: { code: 'not-above-zero', field: 'stockHp' } },
    ])
  })

  it('rejects rows with wrong data, with their line numbers', () => {
    const { issues } = parse(
      'Audi,A4,2015-2019,Diesel,2.0 TDI,abc,190,320,400,,',
      'Audi,A4,2015-2019,Diesel,2.0 TDI,150,190,320,400',
      ',A4,2015-2019,Diesel,2.0 TDI,150,190,320,400,,',
      'Audi,A4,2015-2019,Diesel,2.0 TDI,150,190,320,400,,twee',
    )
    expect(issues.map((i) => [i.line, i.kind, i.problem])).toEqual([
      [2, 'rejected', { code: 'not-a-number', field: 'stockHp', value: 'abc' }],
      [3, 'rejected', { code: 'field-count', expected: 11, found: 9 }],
      [4, 'rejected', { code: 'missing', field: 'brand' }],
      [5, 'rejected', { code: 'not-a-number', field: 'price', value: 'twee' }],
    ])
  })

  it('gives colliding stock powers a longer slug, independent of row order', () => {
    const petrol = 'BMW,3 Serie,2019-2024,Petrol,320i,184,215,300,350,,'
    const diesel = 'BMW,3 Serie,2019-2024,Diesel,320d,184,220,380,450,,'
    const other = 'BMW,3 Serie,2019-2024,Petrol,330i,258,300,400,450,,'
    const forward = parse(petrol, diesel, other).rows.map((r) => r.engineSlug)
    const backward = parse(other, diesel, petrol).rows.map((r) => r.engineSlug)
    expect(forward).toEqual(['184pk-320i', '184pk-320d', '258pk'])
    expect([...backward].sort()).toEqual([...forward].sort())
  })

  it('rejects an exact duplicate engine within a build year', () => {
    const row = 'BMW,3 Serie,2019-2024,Petrol,320i,184,215,300,350,,'
    const { rows, issues } = parse(row, row)
    expect(rows).toHaveLength(1)
    expect(issues).toEqual([
      {
        line: 3,
        kind: 'rejected',
        problem: { code: 'duplicate-engine', of: 2 },
      },
    ])
  })

  it('reports line numbers as an editor shows them, across blank lines and quoted newlines', () => {
    const result = parseCatalogueCsv(
      [
        header,
        '',
        'Audi,A4,2015-2019,Diesel,"2.0\nTDI",150,190,320,400,,',
        'Audi,A4,,Diesel,x,1,2,3,4,,',
      ].join('\n'),
    )
    expect(result.ok && result.rows[0]?.line).toBe(3)
    expect(result.ok && result.rows[0]?.engine).toBe('2.0 TDI')
    expect(result.ok && result.issues[0]?.line).toBe(5)
  })
})

describe('whole-file checks', () => {
  it.each([
    ['', { code: 'empty' }],
    [
      'brand,model\nAudi,A4',
      {
        code: 'missing-columns',
        columns: [
          'year',
          'fuel',
          'engine',
          'stock_power_hp',
          'stage1_power_hp',
          'stock_torque_nm',
          'stage1_torque_nm',
        ],
      },
    ],
    [
      `${header}\nAudi,"A4,2015,Diesel`,
      { code: 'unparseable', errors: [{ line: 2, code: 'MissingQuotes' }], more: 0 },
    ],
    ['\u0000\u0001PK', { code: 'binary' }],
    // Applied with "hide", a header alone would take every engine off the site.
    [`${header}\n`, { code: 'no-rows' }],
  ])('refuses %j', (text, problem) => {
    const result = parseCatalogueCsv(text)
    expect(result.ok).toBe(false)
    expect(!result.ok && result.problem).toEqual(problem)
  })

  it('accepts the header in other spellings', () => {
    const result = parseCatalogueCsv(
      'Brand,Model,Year,Fuel,Engine,Stock Power (hp),Stage 1 Power (hp),Stock Torque (Nm),Stage 1 Torque (Nm),ECU,Price\nAudi,A4,2016,Diesel,TDI,150,190,320,400,,',
    )
    expect(result.ok && result.rows).toHaveLength(1)
  })
})
