import { describe, expect, it } from 'vitest'

import { joinPath, powerSlug, slugify } from '@/catalogue/rules/slug'

describe('slugify', () => {
  it.each([
    ['Alfa Romeo', 'alfa-romeo'],
    ['Mercedes-Benz', 'mercedes-benz'],
    ['Citroën', 'citroen'],
    ['C-Klasse (W206)', 'c-klasse-w206'],
    ['Model_3', 'model-3'],
    ['2.0 TDI, 150hp', '20-tdi-150hp'],
    ['  3  Serie  ', '3-serie'],
    ['A__B  c', 'a-b-c'],
    ['2015-2019', '2015-2019'],
    ['Pops & Bangs!', 'pops-bangs'],
  ])('%s -> %s', (input, expected) => {
    expect(slugify(input)).toBe(expected)
  })

  it('returns an empty string when nothing sluggable is left', () => {
    expect(slugify('?!')).toBe('')
  })
})

describe('paths', () => {
  it('joins catalogue segments and builds power slugs', () => {
    expect(joinPath('audi', 'a4', '2015-2019', powerSlug(150))).toBe('audi/a4/2015-2019/150pk')
    expect(powerSlug(149.6)).toBe('150pk')
  })
})
