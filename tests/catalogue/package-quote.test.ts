import { describe, expect, it } from 'vitest'

import { chosenOptions, packagePage, quotePackage, quoteSummary } from '@/catalogue/rules/package'

const options = [
  { id: 'a1', name: 'Launch Control', price: 99 },
  { id: 'b2', name: 'Pops & Bangs', price: 149 },
  { id: 'c3', name: 'Speed Limiter', price: 79 },
]

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
      stage1: { price: 349, from: false },
      options: chosenOptions('a1,b2', options),
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

  it('prices Stage 1 as its offer states it, with the price a promotion replaces', () => {
    const quote = quotePackage({
      stage1Name: 'Stage 1',
      stage1: { price: 250, from: false, normalPrice: 349, promotionEnds: '2027-10-31' },
      options: chosenOptions('c3', options),
    })
    expect(quote).toMatchObject({ total: 329, promotion: true, normalPrice: 349 })
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
