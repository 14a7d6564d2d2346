import { describe, expect, it } from 'vitest'

import {
  CHANGES_PER_BOOKING,
  CHANGES_PER_CLIENT,
  createChangeLimit,
} from '@/server/booking/change-limit'

const hour = 60 * 60_000
const start = Date.UTC(2027, 0, 4, 9)

describe('changes through a manage link', () => {
  it('allows a few changes per booking an hour, then refuses until the hour is over', () => {
    const limit = createChangeLimit()
    for (let n = 0; n < CHANGES_PER_BOOKING; n++) {
      expect(limit.allows('token-a', 'client', start)).toBe(true)
      limit.made('token-a', 'client', start)
    }
    expect(limit.allows('token-a', 'client', start + 1000)).toBe(false)
    // Another booking from the same client is counted on its own.
    expect(limit.allows('token-b', 'client', start + 1000)).toBe(true)
    expect(limit.allows('token-a', 'client', start + hour)).toBe(true)
  })

  it('counts only changes made: asking (a refused try) uses nothing up', () => {
    const limit = createChangeLimit()
    for (let n = 0; n < 50; n++) expect(limit.allows('token-a', 'client', start)).toBe(true)
  })

  it('caps one client across many bookings', () => {
    const limit = createChangeLimit()
    for (let n = 0; n < CHANGES_PER_CLIENT; n++) limit.made(`token-${n}`, '198.51.100.7', start)
    expect(limit.allows('token-new', '198.51.100.7', start)).toBe(false)
    expect(limit.allows('token-new', '198.51.100.8', start)).toBe(true)
  })
})
