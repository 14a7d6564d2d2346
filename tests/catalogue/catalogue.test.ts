import { describe, expect, it } from 'vitest'

import { byName, initials, isComingSoon } from '@/catalogue/rules/catalogue'

describe('catalogue helpers', () => {
  it('marks entries without engines or flagged by staff as coming soon', () => {
    expect(isComingSoon({ engineCount: 0 })).toBe(true)
    expect(isComingSoon({ engineCount: 3, underConstruction: true })).toBe(true)
    expect(isComingSoon({ engineCount: 3, underConstruction: false })).toBe(false)
  })

  it('sorts by name the Dutch way, numbers naturally', () => {
    const names = ['Citroën', 'BMW', 'alpina', 'Audi', 'Ålfa'].map((name) => ({ name }))
    expect(byName(names).map((n) => n.name)).toEqual(['Ålfa', 'alpina', 'Audi', 'BMW', 'Citroën'])
    expect(byName([{ name: '10 Serie' }, { name: '2 Serie' }]).map((n) => n.name)).toEqual([
      '2 Serie',
      '10 Serie',
    ])
  })

  it.each([
    ['BMW', 'BM'],
    ['Alfa Romeo', 'AR'],
    ['Mercedes-Benz Trucks', 'MB'],
    ['Citroën', 'CI'],
    ['DS', 'DS'],
    ['Case IH', 'CI'],
  ])('initials of %s are %s (at most 2)', (name, expected) => {
    expect(initials(name)).toBe(expected)
  })
})

describe('result packages', async () => {
  const { findResult, defaultResult, packageSlug } = await import('@/catalogue/rules/results')
  it('offers the default Stage 1 package when an engine has none', () => {
    expect(findResult([], 'stage-1')).toEqual(defaultResult)
    expect(findResult([], 'stage-2')).toBeNull()
  })
  it('finds an engine package by slug, case-insensitively', () => {
    const results = [{ slug: 'stage-2', type: 'Stage 2' }]
    expect(findResult(results, 'Stage-2')).toEqual(results[0])
    expect(findResult(results, 'stage-1')).toBeNull()
  })
  it('makes a package slug from what staff typed, or from its type', () => {
    expect(packageSlug({ slug: 'Stage-1 Plus', type: 'x' })).toBe('stage-1-plus')
    expect(packageSlug({ slug: '', type: 'Stage 2 Pro' })).toBe('stage-2-pro')
    expect(packageSlug({ slug: null, type: 'Stage 1' })).toBe('stage-1')
  })
})

describe('fixed brand pages', async () => {
  const { brandSlugFor, fixedBrandPages } = await import('@/catalogue/rules/brand-aliases')
  it('maps short names to brand slugs and passes others through', () => {
    expect(brandSlugFor('mercedes')).toBe('mercedes-benz')
    expect(brandSlugFor('bmw')).toBe('bmw')
    expect(fixedBrandPages).toEqual(['bmw', 'mercedes', 'audi', 'volkswagen', 'volvo', 'scania'])
  })
})
