import { describe, expect, it } from 'vitest'

import { fileProblemText, rowProblemText } from '@/catalogue/import/rules/problem-texts'
import type { FileProblem, RowProblem } from '@/catalogue/import/rules/problems'

// One of every kind: the Record type makes a new kind without a sample a type error here.
const rowSamples: { [C in RowProblem['code']]: Extract<RowProblem, { code: C }> } = {
  'field-count': { code: 'field-count', expected: 11, found: 9 },
  missing: { code: 'missing', field: 'brand' },
  'fuel-not-possible': { code: 'fuel-not-possible' },
  'unknown-fuel': { code: 'unknown-fuel', value: 'Waterstof' },
  'empty-year': { code: 'empty-year' },
  'year-without-year': { code: 'year-without-year', year: 'twintig' },
  'year-out-of-range': { code: 'year-out-of-range', year: '1850', min: 1900, max: 2100 },
  'year-backwards': { code: 'year-backwards', year: '2019-2015' },
  'not-a-number': { code: 'not-a-number', field: 'stockHp', value: 'abc' },
  'ambiguous-number': {
    code: 'ambiguous-number',
    field: 'price',
    value: '2.350',
    asWhole: '2350',
    asDecimal: '2.35',
  },
  negative: { code: 'negative', field: 'price', value: -50 },
  'not-above-zero': { code: 'not-above-zero', field: 'tunedNm' },
  'not-whole': { code: 'not-whole', field: 'stockHp', value: 190.4 },
  'implausible-gain': {
    code: 'implausible-gain',
    field: 'tunedHp',
    stock: 150,
    tuned: 134,
    gain: -11,
  },
  'duplicate-engine': { code: 'duplicate-engine', of: 2 },
  'duplicate-id': { code: 'duplicate-id', of: 4 },
  'unknown-id': { code: 'unknown-id', id: '9999' },
}

const fileSamples: { [C in FileProblem['code']]: Extract<FileProblem, { code: C }> } = {
  binary: { code: 'binary' },
  empty: { code: 'empty' },
  'invalid-encoding': { code: 'invalid-encoding', encoding: 'utf-16le' },
  'damaged-character': { code: 'damaged-character', line: 2 },
  unparseable: { code: 'unparseable', errors: [{ line: 3, code: 'MissingQuotes' }], more: 2 },
  'no-header': { code: 'no-header' },
  'no-rows': { code: 'no-rows' },
  'missing-columns': { code: 'missing-columns', columns: ['year', 'stock_power_hp'] },
}

const languages = ['nl', 'en', 'de'] as const

describe('import problems in the staff member language', () => {
  it('words every row problem differently in each language', () => {
    for (const problem of Object.values(rowSamples)) {
      const texts = languages.map((language) => rowProblemText(problem, language))
      for (const text of texts) expect(text).toMatch(/\S/)
      expect(new Set(texts).size, JSON.stringify(problem)).toBe(3)
    }
  })

  it('words every file refusal differently in each language', () => {
    for (const problem of Object.values(fileSamples)) {
      const texts = languages.map((language) => fileProblemText(problem, language))
      expect(new Set(texts).size, JSON.stringify(problem)).toBe(3)
    }
  })

  it('names the field as the engine form does and writes decimals the language way', () => {
    expect(rowProblemText(rowSamples['not-whole'], 'nl')).toBe(
      'origineel vermogen is geen heel getal: 190,4',
    )
    expect(rowProblemText(rowSamples['not-whole'], 'de')).toBe(
      'Serienleistung ist keine ganze Zahl: 190,4',
    )
    expect(rowProblemText(rowSamples['not-whole'], 'en')).toBe(
      'stock power is not a whole number: 190.4',
    )
    expect(rowProblemText(rowSamples['implausible-gain'], 'nl')).toContain(
      'getuned vermogen 134 tegenover origineel 150 (-11%)',
    )
  })

  it('lists parse errors with their lines and how many more there were', () => {
    expect(fileProblemText(fileSamples.unparseable, 'nl')).toBe(
      'het bestand is niet te lezen (regel 3: een aanhalingsteken wordt niet gesloten; en nog 2)',
    )
    expect(fileProblemText(fileSamples['missing-columns'], 'de')).toBe(
      'in der Kopfzeile fehlen die Spalten year, stock_power_hp',
    )
    expect(fileProblemText({ code: 'missing-columns', columns: ['year'] }, 'nl')).toBe(
      'in de kopregel ontbreekt de kolom year',
    )
  })

  it('shows a code it does not know (from a later version) as is', () => {
    const later = { code: 'too-fast', of: 3 } as unknown as RowProblem
    expect(rowProblemText(later, 'nl')).toBe('too-fast')
  })

  it('speaks Dutch, the admin default, for a language it does not know', () => {
    expect(fileProblemText(fileSamples.empty, 'fr')).toBe('het bestand is leeg')
    expect(rowProblemText(rowSamples['empty-year'], undefined)).toBe('bouwjaar ontbreekt')
  })
})
