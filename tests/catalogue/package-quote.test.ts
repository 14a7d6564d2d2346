import { describe, expect, it } from 'vitest'

import {
  chosenOptions,
  packagePage,
  promotionRuns,
  quotePackage,
  quoteSummary,
} from '@/catalogue/rules/package'

const options = [
  { id: 'a1', name: 'Launch Control', price: 99 },
  { id: 'b2', name: 'Pops & Bangs', price: 149 },
  { id: 'c3', name: 'Speed Limiter', price: 79 },
]
const off = { active: false, promoPrice: 250, normalPrice: 499, validUntil: '2027-10-31' }
const now = new Date('2027-10-31T20:00:00Z')

describe('the package a visitor chooses', () => {
  it('takes only known options, each once, in the order staff list them', () => {
    expect(chosenOptions('c3,a1,zz,a1', options).map((o) => o.id)).toEqual(['a1', 'c3'])
    expect(chosenOptions(['b2', 'a1'], options).map((o) => o.id)).toEqual(['a1', 'b2'])
    expect(chosenOptions(undefined, options)).toEqual([])
    expect(chosenOptions({ a1: true }, options)).toEqual([])
  })

  it('adds Stage 1 and the options, all incl. BTW', () => {
    const quote = quotePackage({
      stage1Name: 'Stage 1',
      stage1Price: 349,
      options: chosenOptions('a1,b2', options),
      promotion: off,
      now,
    })
    expect(quote).toEqual({
      package: 'stage1',
      lines: [
        { name: 'Stage 1', price: 349 },
        { name: 'Launch Control', price: 99 },
        { name: 'Pops & Bangs', price: 149 },
      ],
      total: 597,
      promotion: false,
    })
    expect(quoteSummary(quote, (n) => `€ ${n}`)).toBe(
      'Stage 1 (€ 349) + Launch Control (€ 99) + Pops & Bangs (€ 149) = € 597',
    )
  })

  it('applies the promotion while it runs, through its last day, when it is lower', () => {
    const on = { ...off, active: true }
    const quote = (price: number, at: Date) =>
      quotePackage({
        stage1Name: 'Stage 1',
        stage1Price: price,
        options: [],
        promotion: on,
        now: at,
      })
    expect(quote(349, now)).toMatchObject({ total: 250, promotion: true })
    expect(quote(199, now)).toMatchObject({ total: 199, promotion: false })
    // Its last day ends at midnight in Nijmegen (22:59 UTC is still 31 October there).
    expect(quote(349, new Date('2027-10-31T22:59:00Z'))).toMatchObject({ total: 250 })
    expect(quote(349, new Date('2027-10-31T23:01:00Z'))).toMatchObject({ total: 349 })
    expect(promotionRuns({ ...on, validUntil: 'nonsense' }, now)).toBe(false)
  })
})

describe('the page a Stage 1 link came from', () => {
  const site = { catalogue: '/merken', locales: ['nl', 'en', 'de'] }
  it('names the engine, in any language, with or without a package page', () => {
    expect(packagePage('/merken/audi/a4/2015-2019/150pk', site)).toEqual({
      enginePath: 'audi/a4/2015-2019/150pk',
      result: null,
    })
    expect(packagePage('/de/merken/audi/a4/2015-2019/150pk/stage-1?x=1', site)).toEqual({
      enginePath: 'audi/a4/2015-2019/150pk',
      result: 'stage-1',
    })
  })
  it('names nothing for any other address', () => {
    for (const address of ['', '/', '/merken/audi', '/contact/a/b/c/d', '/fr/merken/a/b/c/d', 'x'])
      expect(packagePage(address, site), address).toBeNull()
  })
})
