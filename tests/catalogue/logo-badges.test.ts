import { describe, expect, it } from 'vitest'

import {
  brandMarkSrc,
  brandMarkSvg,
  brandMarks,
  overviewBadges,
} from '@/catalogue/components/brand-marks'
import { badgeColours, logoBadges, markColour } from '@/catalogue/rules/logo-badges'
import { slugify } from '@/catalogue/rules/slug'

import seedBrands from '../../seed/brands.json'

const brands = seedBrands.map(({ name }) => ({ name, slug: slugify(name) }))

describe('logo badges', () => {
  it('gives every brand of the demo catalogue a badge no other brand shares', () => {
    const badges = logoBadges(brands)
    expect(badges.size).toBe(brands.length)
    const pairs = [...badges.values()].map(({ initials, colour }) => `${initials} ${colour}`)
    expect(new Set(pairs).size).toBe(pairs.length)
  })

  it('tells the makes apart that once all read "MA" and "AL" by their letters', () => {
    const badges = logoBadges(brands)
    const letters = (slug: string) => badges.get(slug)?.initials
    const ma = ['man', 'maserati', 'maxus', 'mazda'].map(letters)
    expect(new Set(ma).size).toBe(4)
    expect(letters('man')).toBe('MA')
    expect(letters('maserati')).toBe('MS')
    expect(new Set([letters('alpina'), letters('alpine')]).size).toBe(2)
  })

  it('keeps a brand its usual initials and own colour when nothing clashes', () => {
    const badges = logoBadges([
      { slug: 'audi', name: 'Audi' },
      { slug: 'alfa-romeo', name: 'Alfa Romeo' },
    ])
    expect(badges.get('alfa-romeo')?.initials).toBe('AR')
    expect(badges.get('audi')).toEqual(logoBadges([{ slug: 'audi', name: 'Audi' }]).get('audi'))
  })

  it('gives the same badges for the same brands in any order', () => {
    const reversed = logoBadges([...brands].reverse())
    expect([...reversed.entries()].sort()).toEqual([...logoBadges(brands).entries()].sort())
  })

  it('separates identical initials by colour when no letter is left', () => {
    const twins = logoBadges([
      { slug: 'aa-one', name: 'AA' },
      { slug: 'aa-two', name: 'AA' },
    ])
    const [one, two] = [twins.get('aa-one')!, twins.get('aa-two')!]
    expect(one.initials).toBe(two.initials)
    expect(one.colour).not.toBe(two.colour)
  })

  it('uses only palette colours dark enough for white letters', () => {
    for (const colour of badgeColours) expect(markColour(colour)).toBe(colour)
  })
})

describe('brand marks', () => {
  it('maps only brands that exist in the demo catalogue', () => {
    const slugs = new Set(brands.map((brand) => brand.slug))
    expect(Object.keys(brandMarks).filter((slug) => !slugs.has(slug))).toEqual([])
  })

  it('leaves initials only to brands without a mark, and keeps those apart', () => {
    const badges = overviewBadges(brands.map((brand) => ({ ...brand, logoUrl: null })))
    expect(badges.has('audi')).toBe(false)
    expect(badges.has('maxus')).toBe(true)
    expect(badges.get('alpina')?.initials).not.toBe(badges.get('alpine')?.initials)
  })

  it('serves each mark as an SVG file in its colour, and nothing for any other name', () => {
    expect(brandMarkSrc('audi')).toBe('/brand-marks/audi.svg')
    const svg = brandMarkSvg('audi')!
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 24 24"/)
    expect(svg).toContain(`fill="${markColour(brandMarks.audi!.hex)}"`)
    expect(svg).toContain(`<path d="${brandMarks.audi!.path}"/>`)
    expect(brandMarkSvg('maxus')).toBeUndefined()
    expect(brandMarkSvg('constructor')).toBeUndefined()
  })

  it('draws a mark too light for the white tile in near-black', () => {
    expect(markColour('F7FF14')).toBe('#0f172a')
    expect(markColour('BB0A30')).toBe('#bb0a30')
  })
})
