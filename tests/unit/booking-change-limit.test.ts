import { describe, expect, it } from 'vitest'

import {
  CHANGES_PER_BOOKING,
  CHANGES_PER_CLIENT,
  createChangeLimit,
} from '@/server/booking/change-limit'

const hour = 60 * 60_000

describe('changes through a manage link', () => {
  it('allows a few changes per booking an hour, then refuses until the hour is over', () => {
    const allow = createChangeLimit()
    const start = Date.UTC(2027, 0, 4, 9)
    for (let n = 0; n < CHANGES_PER_BOOKING; n++)
      expect(allow('token-a', 'client', start)).toBe(true)
    expect(allow('token-a', 'client', start + 1000)).toBe(false)
    // Another booking from the same client is counted on its own.
    expect(allow('token-b', 'client', start + 1000)).toBe(true)
    expect(allow('token-a', 'client', start + hour)).toBe(true)
  })

  it('caps one client across many bookings', () => {
    const allow = createChangeLimit()
    const start = Date.UTC(2027, 0, 4, 9)
    for (let n = 0; n < CHANGES_PER_CLIENT; n++)
      expect(allow(`token-${n}`, '198.51.100.7', start)).toBe(true)
    expect(allow('token-new', '198.51.100.7', start)).toBe(false)
    expect(allow('token-new', '198.51.100.8', start)).toBe(true)
  })
})
