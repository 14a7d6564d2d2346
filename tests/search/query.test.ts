import { describe, expect, it } from 'vitest'

import { generationWords } from '@/search/rules/generations'
import { parseQuery, queryProblem, lookupTerms } from '@/search/rules/query'
import { joined, powerOf, words, yearRange } from '@/search/rules/terms'

describe('words of a query and of the catalogue', () => {
  it('folds case and accents and keeps decimals and compounds whole', () => {
    expect(words('Citroën C4 2,0 HDi')).toEqual(['citroen', 'c4', '2.0', 'hdi'])
    expect(words('C-Klasse (W206)')).toEqual(['c', 'klasse', 'w206'])
    expect(words('ID.3 Pro')).toEqual(['id.3', 'pro'])
  })

  it('glues neighbouring short words so "c220d" finds "C 220 d"', () => {
    expect(joined(['c', '220', 'd'])).toEqual(expect.arrayContaining(['c220', '220d', 'c220d']))
    expect(joined(['c', 'klasse'])).toContain('cklasse')
  })

  it('reads a power in pk, PS, hp or kW as pk', () => {
    expect(powerOf('150pk')).toBe(150)
    expect(powerOf('150ps')).toBe(150)
    expect(powerOf('148hp')).toBe(150)
    expect(powerOf('110kw')).toBe(150)
    expect(powerOf('150')).toBeNull()
    expect(powerOf('a4')).toBeNull()
  })

  it('turns a build-year label into a range, an open one up to now', () => {
    expect(yearRange('2012-2017', 2026)).toEqual({ from: 2012, to: 2017 })
    expect(yearRange('2021', 2026)).toEqual({ from: 2021, to: 2026 })
    expect(yearRange('onbekend', 2026)).toBeNull()
  })
})

describe('parseQuery', () => {
  it('splits "golf 7 2.0 tdi 150" into words and a bare number that may be a power', () => {
    expect(parseQuery('Golf 7 2.0 TDI 150').parts).toEqual([
      { kind: 'word', term: 'golf' },
      { kind: 'number', term: '7', pk: null },
      { kind: 'word', term: '2.0' },
      { kind: 'word', term: 'tdi' },
      { kind: 'number', term: '150', pk: 150 },
    ])
  })

  it('reads a power with its unit, glued or apart, in any unit', () => {
    expect(parseQuery('a4 b8 170pk').parts.at(-1)).toEqual({
      kind: 'power',
      term: '170pk',
      pk: 170,
    })
    expect(parseQuery('golf 110 kW').parts.at(-1)).toEqual({
      kind: 'power',
      term: '150pk',
      pk: 150,
    })
    expect(parseQuery('golf 148 hp').parts.at(-1)).toMatchObject({ pk: 150 })
  })

  it('reads a year, a fuel in three languages, and drops words that name no vehicle', () => {
    expect(parseQuery('chiptuning polo 2015 benzine').parts).toEqual([
      { kind: 'word', term: 'polo' },
      { kind: 'year', term: '2015', year: 2015 },
      { kind: 'fuel', term: 'petrol', fuel: 'petrol' },
    ])
    expect(parseQuery('Benzin').parts).toEqual([{ kind: 'fuel', term: 'petrol', fuel: 'petrol' }])
    expect(parseQuery('hybride').parts).toEqual([{ kind: 'fuel', term: 'hybrid', fuel: 'hybrid' }])
  })

  it('looks a power up by its neighbours too', () => {
    expect(lookupTerms({ kind: 'power', term: '150pk', pk: 150 })).toEqual([
      '148pk',
      '149pk',
      '150pk',
      '151pk',
      '152pk',
    ])
    expect(lookupTerms({ kind: 'number', term: '7', pk: null })).toEqual(['7'])
  })

  it('finds candidates by years and fuels only when the query holds nothing else', () => {
    const year = { kind: 'year', term: '2015', year: 2015 } as const
    expect(lookupTerms(year)).toEqual([])
    expect(lookupTerms(year, false)).toEqual(['2015'])
    expect(lookupTerms({ kind: 'fuel', term: 'diesel', fuel: 'diesel' }, false)).toEqual(['diesel'])
  })

  it('says why a query cannot be searched', () => {
    expect(queryProblem(undefined)).toBe('missing')
    expect(queryProblem(['golf'])).toBe('missing')
    expect(queryProblem('   ')).toBe('missing')
    expect(queryProblem('!!!')).toBe('missing')
    expect(queryProblem('x'.repeat(101))).toBe('too-long')
    expect(queryProblem('golf')).toBeNull()
  })
})

describe('generation words', () => {
  it('names the generation whose years hold the middle of a build year', () => {
    expect(generationWords('volkswagen/golf', { from: 2012, to: 2017 })).toEqual([
      '7',
      'vii',
      'mk7',
    ])
    expect(generationWords('volkswagen/golf', { from: 2017, to: 2020 })).toContain('7')
    expect(generationWords('volkswagen/golf', { from: 2020, to: 2024 })).toContain('8')
    expect(generationWords('audi/a4', { from: 2008, to: 2011 })).toEqual(['b8'])
    expect(generationWords('audi/a1', { from: 2010, to: 2014 })).toEqual([])
  })
})
