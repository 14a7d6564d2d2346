import { describe, expect, it } from 'vitest'

import { promotionValidUntil } from '../../seed/lib/globals'

describe("the seeded promotion's end", () => {
  it('is the coming 31 October, at its last second in Amsterdam', () => {
    expect(promotionValidUntil(new Date('2027-06-01T12:00:00Z'))).toBe('2027-10-31T22:59:59.000Z')
    expect(promotionValidUntil(new Date('2026-11-28T23:30:00Z'))).toBe('2027-10-31T22:59:59.000Z')
  })

  it('is a year later when this year’s end is less than two days away', () => {
    // A seed in the last hours of October would show an offer that ends while it is looked at.
    expect(promotionValidUntil(new Date('2027-10-31T22:30:00Z'))).toBe('2028-10-31T22:59:59.000Z')
    expect(promotionValidUntil(new Date('2027-10-30T12:00:00Z'))).toBe('2028-10-31T22:59:59.000Z')
    expect(promotionValidUntil(new Date('2027-10-28T12:00:00Z'))).toBe('2027-10-31T22:59:59.000Z')
  })
})
