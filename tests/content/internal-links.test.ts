import { describe, expect, it } from 'vitest'

import { internalLinkPath } from '@/content/rules/internal-links'

describe('links staff put in page text', () => {
  it('lead to a page by its slug and to the catalogue by its path', () => {
    expect(internalLinkPath('pages', { slug: 'over-ons' })).toBe('/over-ons')
    expect(internalLinkPath('brands', { path: 'audi' })).toBe('/merken/audi')
    expect(internalLinkPath('engines', { path: 'audi/a4/2015-2019/150pk' })).toBe(
      '/merken/audi/a4/2015-2019/150pk',
    )
  })
  it('lead nowhere when the document is not at hand or of another kind', () => {
    expect(internalLinkPath('pages', 12)).toBeNull()
    expect(internalLinkPath('pages', null)).toBeNull()
    expect(internalLinkPath('users', { slug: 'x', path: 'y' })).toBeNull()
  })
})
