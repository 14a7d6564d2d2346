import fs from 'node:fs'

import { describe, expect, it } from 'vitest'

import { decodeCsvBytes } from '@/catalogue/import/rules/decode'
import { parseLocaleNumber } from '@/catalogue/import/rules/numbers'
import { parseCatalogueCsv } from '@/catalogue/import/rules/parse'

const fixture = (name: string) => new Uint8Array(fs.readFileSync(`tests/fixtures/csv/${name}`))

function parse(name: string) {
  const result = parseCatalogueCsv(fixture(name))
  if (!result.ok) throw new Error(JSON.stringify(result.problem))
  return result
}

describe('CSV files as Excel writes them', () => {
  it('reads UTF-8 with a BOM and CRLF line ends', () => {
    const result = parse('utf8-bom-crlf.csv')
    expect(result.issues).toEqual([])
    expect(result.rows.map((r) => [r.brand, r.price])).toEqual([
      ['Audi', 349],
      ['Scania', 1299],
    ])
  })

  it('gives CR-only files the line numbers an editor shows', () => {
    const result = parse('cr-only.csv')
    expect(result.rows.map((r) => r.line)).toEqual([2, 4])
    expect(result.issues).toEqual([
      {
        line: 3,
        kind: 'rejected',
        problem: { code: 'not-a-number', field: 'stockHp', value: 'abc' },
      },
    ])
  })

  it('reads semicolons with decimal commas and thousands points (Dutch Excel)', () => {
    const result = parse('semicolon-decimal-comma.csv')
    expect(result.dialect).toEqual({ delimiter: ';', decimal: ',' })
    expect(result.issues).toEqual([])
    expect(result.rows.map((r) => [r.stockNm, r.tunedNm, r.price])).toEqual([
      [320, 400, 349],
      [2350, 2650, 1299],
      [2300, 2600, 1400],
    ])
  })

  it('reads tab-separated files', () => {
    const result = parse('tab.csv')
    expect(result.dialect.delimiter).toBe('\t')
    expect(result.rows.map((r) => [r.brand, r.stockNm, r.price])).toEqual([
      ['Audi', 320, 349],
      ['Scania', 2350, 1299],
    ])
  })

  it('reads Windows-1252 files without losing letters', () => {
    const result = parse('windows-1252.csv')
    expect(result.encoding).toBe('windows-1252')
    expect(result.rows.map((r) => [r.brand, r.brandSlug])).toEqual([
      ['Citroën', 'citroen'],
      ['Škoda', 'skoda'],
    ])
  })

  it('refuses text that already lost letters instead of storing U+FFFD', () => {
    const damaged = new TextEncoder().encode('brand,model\nCitro\uFFFDn,C4\n')
    const decoded = decodeCsvBytes(damaged)
    expect(decoded.ok).toBe(false)
    expect(!decoded.ok && decoded.problem).toEqual({ code: 'damaged-character', line: 2 })
  })

  it('reads UTF-16 with a BOM (Excel "Unicode text")', () => {
    const text = fs.readFileSync('tests/fixtures/csv/tab.csv', 'utf8')
    const bytes = new Uint8Array([0xff, 0xfe, ...Buffer.from(text, 'utf16le')])
    const result = parseCatalogueCsv(bytes)
    expect(result.ok && result.rows).toHaveLength(2)
  })

  it('caps the issues it keeps for a file of garbage', () => {
    const header = fs.readFileSync('tests/fixtures/csv/full.csv', 'utf8').split('\n')[0]
    const garbage = Array.from({ length: 20_000 }, (_, i) => `x${i},y`).join('\n')
    const result = parseCatalogueCsv(`${header}\n${garbage}`)
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.issues.length).toBe(5000)
    expect(result.omittedIssues).toBe(15_000)
  })
})

describe('numbers by the file convention', () => {
  it.each([
    ['2350', '.', 2350],
    ['2,350', '.', 2350],
    ['12.5', '.', 12.5],
    ['2.350', ',', 2350],
    ['1.299', ',', 1299],
    ['1.399,50', ',', 1399.5],
    ['12,5', ',', 12.5],
    ['€ 349', ',', 349],
    ['1\u00a0299', ',', 1299],
  ] as const)('%s with decimal mark %s is %d', (text, mark, value) => {
    expect(parseLocaleNumber(text, mark)).toBe(value)
  })

  it.each([
    ['2.350', '.'],
    ['1.299', '.'],
    ['2,350', ','],
    ['1,2,3', '.'],
    ['twee', ','],
  ] as const)('%s with decimal mark %s is an error', (text, mark) => {
    expect(parseLocaleNumber(text, mark)).toMatchObject({ error: expect.any(String) })
  })

  it('keeps an ambiguous number as its two readings, nothing more', () => {
    const result = parseCatalogueCsv(
      'brand,model,year,fuel,engine,stock_power_hp,stage1_power_hp,stock_torque_nm,stage1_torque_nm,price\nAudi,A4,2016,Diesel,TDI,150,190,320,400,1.299',
    )
    expect(result.ok && result.issues[0]?.problem).toEqual({
      code: 'ambiguous-number',
      field: 'price',
      value: '1.299',
      asWhole: '1299',
      asDecimal: '1.2990',
    })
  })

  it('names both readings of an ambiguous number', () => {
    expect(parseLocaleNumber('2.350', '.')).toEqual({
      error: 'ambiguous',
      asWhole: '2350',
      asDecimal: '2.35',
    })
    expect(parseLocaleNumber('twee', ',')).toEqual({ error: 'not-a-number' })
  })

  it('suggests readings that are themselves read one way only', () => {
    for (const [text, mark] of [
      ['1.299', '.'],
      ['2.350', '.'],
      ['7,000', ','],
      ['1,299', ','],
    ] as const) {
      const result = parseLocaleNumber(text, mark)
      if (typeof result !== 'object' || result === null || result.error !== 'ambiguous')
        throw new Error(`${text} is not ambiguous`)
      expect(parseLocaleNumber(result.asWhole, mark), result.asWhole).toBeTypeOf('number')
      expect(parseLocaleNumber(result.asDecimal, mark), result.asDecimal).toBeTypeOf('number')
    }
  })
})

describe('implausible rows', () => {
  it('rejects each with its line and reason, and keeps the good rows', () => {
    const result = parse('mixed-good-and-bad.csv')
    expect(result.rows.map((r) => r.line)).toEqual([2, 9])
    expect(result.issues.map((i) => [i.line, i.kind])).toEqual([
      [3, 'rejected'],
      [4, 'rejected'],
      [5, 'rejected'],
      [6, 'rejected'],
      [7, 'rejected'],
      [8, 'rejected'],
    ])
    const problems = result.issues.map((i) => i.problem)
    expect(problems[0]).toMatchObject({ code: 'implausible-gain', gain: -11 })
    expect(problems[1]).toMatchObject({ code: 'implausible-gain', gain: 99900 })
    expect(problems.slice(2)).toEqual([
      { code: 'negative', field: 'price', value: -50 },
      { code: 'not-whole', field: 'stockHp', value: 95.5 },
      { code: 'year-backwards', year: '2019-2015' },
      { code: 'year-without-year', year: 'twintig' },
    ])
  })

  it('accepts an engine without a gain (electric cars are listed untuned)', () => {
    const text = `${fs.readFileSync('tests/fixtures/csv/full.csv', 'utf8').split('\n')[0]}\nAudi,Q4 e-tron,2021,Electric,45 e-tron,265,265,425,425,,`
    const result = parseCatalogueCsv(text)
    expect(result.ok && result.rows).toHaveLength(1)
  })

  it('gives 150 and 150.4 hp of one build year no common slug (decimal power is refused)', () => {
    const result = parse('collision-mid-write.csv')
    expect(result.rows.map((r) => r.path)).toEqual([
      'audi/a4/2015-2019/150pk',
      'volvo/v60/2018-2024/190pk',
    ])
    expect(result.issues[0]?.problem).toEqual({ code: 'not-whole', field: 'stockHp', value: 190.4 })
  })
})

describe('a full price list', () => {
  it('reads 20,000 rows with every engine on its own address', async () => {
    const { syntheticCatalogueCsv } = await import('../../bench/generate-csv')
    const result = parseCatalogueCsv(new TextEncoder().encode(syntheticCatalogueCsv(20_000)))
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.issues).toEqual([])
    expect(result.rows).toHaveLength(20_000)
    expect(new Set(result.rows.map((row) => row.path)).size).toBe(20_000)
  }, 60_000)
})
