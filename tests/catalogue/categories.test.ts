import { describe, expect, it } from 'vitest'

import { type BrandCategory, filterBrands, isCategoryTab } from '@/catalogue/rules/categories'

const brands: { name: string; category: BrandCategory }[] = [
  { name: 'Audi', category: 'cars' },
  { name: 'Citroën', category: 'cars' },
  { name: 'Scania', category: 'trucks' },
  { name: 'Mercedes-Benz Vans', category: 'commercial' },
  { name: 'Fendt', category: 'agriculture' },
  { name: 'Ducati', category: 'motorcycles' },
  { name: 'Volvo Penta', category: 'marine' },
]
const names = (list: { name: string }[]) => list.map((b) => b.name)

describe('brand overview filter', () => {
  it('shows every brand on the default tab without a search', () => {
    expect(filterBrands(brands, {})).toHaveLength(brands.length)
  })

  it('filters by tab, commercial vehicles under trucks', () => {
    expect(names(filterBrands(brands, { tab: 'trucks' }))).toEqual(['Scania', 'Mercedes-Benz Vans'])
    expect(names(filterBrands(brands, { tab: 'marine' }))).toEqual(['Volvo Penta'])
  })

  it('searches case- and accent-insensitively, together with the tab', () => {
    expect(names(filterBrands(brands, { query: '  citroen ' }))).toEqual(['Citroën'])
    expect(names(filterBrands(brands, { query: 'VOLVO' }))).toEqual(['Volvo Penta'])
    expect(filterBrands(brands, { query: 'audi', tab: 'trucks' })).toEqual([])
  })

  it('knows its tabs', () => {
    expect(isCategoryTab('agriculture')).toBe(true)
    expect(isCategoryTab('spaceships')).toBe(false)
  })
})
