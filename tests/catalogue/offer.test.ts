import { describe, expect, it } from 'vitest'

import { promotionEndsAt, promotionRuns, stage1Offer } from '@/catalogue/rules/offer'

const pricing = { stage1Fallback: 299 }
const off = { active: false, promoPrice: 250, normalPrice: 499, validUntil: '2027-10-31' }
const on = { ...off, active: true }
const now = new Date('2027-10-31T20:00:00Z')

describe("Stage 1's one price story", () => {
  it("states the engine's price without a promotion: the first package's, its own, else the fallback as 'from'", () => {
    expect(stage1Offer({ price: 399, results: [{ price: 449 }] }, pricing, off, now)).toEqual({
      price: 449,
      from: false,
    })
    expect(stage1Offer({ price: 399 }, pricing, off, now)).toEqual({ price: 399, from: false })
    expect(stage1Offer({ price: null }, pricing, off, now)).toEqual({ price: 299, from: true })
  })

  it("while the promotion runs and is lower: its price, the engine's struck through, its last day; never 'from'", () => {
    expect(stage1Offer({ price: 349 }, pricing, on, now)).toEqual({
      price: 250,
      from: false,
      normalPrice: 349,
      promotionEnds: '2027-10-31',
    })
    // The fallback is what the promotion replaces for an engine without a price of its own.
    expect(stage1Offer({}, pricing, on, now)).toMatchObject({ price: 250, normalPrice: 299 })
    // An engine already cheaper keeps its own price: the promotion never raises one.
    expect(stage1Offer({ price: 199 }, pricing, on, now)).toEqual({ price: 199, from: false })
    expect(stage1Offer({ price: 250 }, pricing, on, now)).toEqual({ price: 250, from: false })
  })

  it('runs through its last day in Nijmegen and stops at midnight there', () => {
    // 22:59 UTC on 31 October is still 31 October in Nijmegen (CET, UTC+1).
    expect(stage1Offer({ price: 349 }, pricing, on, new Date('2027-10-31T22:59:00Z')).price).toBe(
      250,
    )
    expect(stage1Offer({ price: 349 }, pricing, on, new Date('2027-10-31T23:00:00Z')).price).toBe(
      349,
    )
    expect(promotionEndsAt(on)).toEqual(new Date('2027-10-31T23:00:00Z'))
    // In summer time midnight is 22:00 UTC; a stored date-time counts by its day in Nijmegen.
    expect(promotionEndsAt({ ...on, validUntil: '2027-06-30T22:30:00.000Z' })).toEqual(
      new Date('2027-07-01T22:00:00Z'),
    )
    expect(promotionRuns(on, new Date('2027-11-01T10:00:00Z'))).toBe(false)
  })

  it('does not run switched off or without a readable end date', () => {
    expect(promotionEndsAt(off)).toBeNull()
    expect(promotionRuns({ ...on, validUntil: 'nonsense' }, now)).toBe(false)
    expect(promotionRuns({ ...on, validUntil: '' }, now)).toBe(false)
  })
})
