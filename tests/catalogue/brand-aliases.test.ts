import { describe, expect, it } from 'vitest'

import { brandSlugFor } from '@/catalogue/rules/brand-aliases'

describe('the fixed brand pages short names', () => {
  it('lead to the brand slug they stand for, and any other name to itself', () => {
    expect(brandSlugFor('mercedes')).toBe('mercedes-benz')
    expect(brandSlugFor('vw')).toBe('volkswagen')
    expect(brandSlugFor('audi')).toBe('audi')
  })

  it('find nothing in the names every JavaScript object carries', () => {
    for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'])
      expect(brandSlugFor(name)).toBe(name)
  })
})
