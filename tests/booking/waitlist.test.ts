import { describe, expect, it } from 'vitest'

import { dateOfPlaceKey } from '@/booking/rules/places'
import {
  DEFAULT_HOLD_HOURS,
  holdsOffer,
  inLine,
  noHold,
  offerExpiry,
  waitlistSchema,
} from '@/booking/rules/waitlist'

const now = new Date('2027-03-01T10:00:00Z')

describe('the waitlist of a full day', () => {
  it('offers places to the longest waiting first, and only to those still waiting', () => {
    const line = inLine([
      { status: 'waiting', createdAt: '2027-02-03T09:00:00Z', name: 'c' },
      { status: 'expired', createdAt: '2027-02-01T09:00:00Z', name: 'a' },
      { status: 'waiting', createdAt: '2027-02-02T09:00:00Z', name: 'b' },
      { status: 'offered', createdAt: '2027-02-01T08:00:00Z', name: 'o' },
    ])
    expect(line.map((entry) => entry.name)).toEqual(['b', 'c'])
  })

  it('holds an offer until the hours staff set have passed', () => {
    expect(offerExpiry(now, 6).toISOString()).toBe('2027-03-01T16:00:00.000Z')
    expect(offerExpiry(now, null).getTime() - now.getTime()).toBe(DEFAULT_HOLD_HOURS * 3_600_000)
    const offer = { status: 'offered', offerExpiresAt: '2027-03-01T16:00:00Z', createdAt: '' }
    expect(holdsOffer(offer, now)).toBe(true)
    expect(holdsOffer(offer, new Date('2027-03-01T16:00:00Z'))).toBe(false)
    expect(holdsOffer({ ...offer, status: 'waiting' }, now)).toBe(false)
    expect(holdsOffer({ ...offer, offerExpiresAt: null }, now)).toBe(false)
  })

  it('gives an entry without a place a unique key that names no day', () => {
    expect(noHold('x')).not.toBe(noHold('y'))
    expect(dateOfPlaceKey(noHold('x'))).toBeNull()
  })

  it('checks the sign-up in order and names what is wrong', () => {
    const message = (input: Record<string, unknown>) =>
      waitlistSchema.safeParse(input).error?.issues[0]?.message
    const good = { date: '2027-03-02', name: 'Eva', email: 'eva@example.nl' }
    expect(waitlistSchema.parse(good)).toMatchObject({ vehicle: '', locale: 'nl', website: '' })
    expect(message({ ...good, date: '2027-02-30' })).toBe('date')
    expect(message({ ...good, name: ' ' })).toBe('name')
    expect(message({ ...good, email: '' })).toBe('email')
    expect(message({ ...good, email: 'eva@' })).toBe('emailFormat')
    expect(message({ ...good, vehicle: 'x'.repeat(301) })).toBe('tooLong')
  })
})
