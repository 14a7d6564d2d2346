import { describe, expect, it } from 'vitest'

import { buildVehicleIndex } from '@/search/engine/vehicle-index'
import { searchDocuments } from '@/search/rules/documents'
import { parseQuery } from '@/search/rules/query'
import { partScore, rankHits } from '@/search/rules/rank'

import { fixtureRows } from './catalogue-fixture'

const index = buildVehicleIndex(fixtureRows())
const top = (query: string, count = 1) =>
  index
    .search(query)
    .slice(0, count)
    .map((hit) => hit.document.path)

describe('the vehicle search finds what people type, the most exact first', () => {
  it('golf 7 2.0 tdi 150: the Golf 7 engine, not the Golf 8 one', () => {
    expect(top('golf 7 2.0 tdi 150')).toEqual(['volkswagen/golf/2012-2017/2-0-tdi-150hp'])
  })

  it('c220d: the C 220 d', () => {
    expect(top('c220d')).toEqual(['mercedes-benz/c-klasse/2018-2021/c-220-d-194hp'])
  })

  it('a4 b8 170pk: the B8 engine of 170 pk', () => {
    expect(top('a4 b8 170pk')).toEqual(['audi/a4/2008-2011/2-0-tdi-170hp'])
  })

  it('misspelt brands find the brand page first', () => {
    expect(top('volkswgen')).toEqual(['volkswagen'])
    expect(top('peugot')).toEqual(['peugeot'])
    expect(top('peugot 308')).toEqual(['peugeot/308'])
  })

  it('150 pk, 148 hp and 110 kW find the same engines', () => {
    const pk = top('golf 2.0 tdi 150 pk', 2)
    expect(top('golf 2.0 tdi 148 hp', 2)).toEqual(pk)
    expect(top('golf 2.0 tdi 110 kw', 2)).toEqual(pk)
    expect(pk).toContain('volkswagen/golf/2012-2017/2-0-tdi-150hp')
  })

  it('a generation alone finds its build year page before its engines', () => {
    expect(top('golf 7')).toEqual(['volkswagen/golf/2012-2017'])
  })

  it('a year and a fuel narrow the engines', () => {
    const hits = index.search('a4 2016 diesel')
    expect(hits[0]?.document.path).toBe('audi/a4/2015-2019/2-0-tdi-150hp')
  })

  it('brand nicknames and fuel words in another language', () => {
    expect(top('vw golf benzine')).toEqual(['volkswagen/golf/2012-2017/1-4-tsi-150hp'])
  })

  it('while typing, the last word may be the start of a longer one', () => {
    expect(index.search('volksw', { typing: true })[0]?.document.path).toBe('volkswagen')
    expect(index.search('volksw')).toEqual([])
  })

  it('finds nothing for words of no vehicle, and nothing for an empty query', () => {
    expect(index.search('zzzzqqq')).toEqual([])
    expect(index.search('   ')).toEqual([])
  })
})

describe('rankHits', () => {
  const { documents } = searchDocuments(fixtureRows())
  const byId = new Map(documents.map((document) => [document.id, document]))
  const engine = documents.find((document) => document.path.endsWith('c-220-d-194hp'))!

  it('counts a typo as less than an exact word, and a near power as the power asked', () => {
    const hit = { id: engine.id, score: 1, queryTerms: ['mercedes'], terms: ['mercedes'] }
    expect(partScore({ kind: 'word', term: 'mercedes' }, hit, engine)).toBe(1)
    const typo = { ...hit, queryTerms: ['mercedez'], terms: ['mercedes'] }
    expect(partScore({ kind: 'word', term: 'mercedez' }, typo, engine)).toBeLessThan(1)
    expect(partScore({ kind: 'power', term: '196pk', pk: 196 }, hit, engine)).toBe(1)
    expect(partScore({ kind: 'power', term: '200pk', pk: 200 }, hit, engine)).toBe(0)
  })

  it('puts the broader page first when two cover the query alike', () => {
    const query = parseQuery('audi')
    const hits = ['e:7', 'y:audi/a4/2008-2011', 'b:audi', 'm:audi/a4'].map((id) => ({
      id,
      score: 1,
      queryTerms: ['audi'],
      terms: ['audi'],
    }))
    expect(rankHits(query, hits, (id) => byId.get(id), 10).map((hit) => hit.document.kind)).toEqual(
      ['brand', 'model', 'year', 'engine'],
    )
  })
})
