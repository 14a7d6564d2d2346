import { afterEach, describe, expect, it, vi } from 'vitest'

import { changeLimit } from '@/booking/server/change-limit'
import { createLimit, limit } from '@/platform/shared/limits'

/** Without REDIS_URL every limit counts in this process (the single-process default). */
describe('limits in one process', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('allows the limit within the window, then refuses until the window has passed or the key is forgotten', async () => {
    vi.useFakeTimers()
    const logins = createLimit({ name: 'test-logins', points: 5, seconds: 60 })
    const taken = []
    for (let i = 0; i < 6; i++) taken.push(await logins.take('203.0.113.1'))
    expect(taken).toEqual([true, true, true, true, true, false])
    expect(await logins.take('203.0.113.2')).toBe(true)
    expect(await logins.left('203.0.113.1')).toBe(false)
    vi.advanceTimersByTime(60_000)
    expect(await logins.take('203.0.113.1')).toBe(true)
    for (let i = 0; i < 5; i++) await logins.take('203.0.113.3')
    await logins.forget('203.0.113.3')
    expect(await logins.take('203.0.113.3')).toBe(true)
  })

  it('gives every caller of a named limit the same count, with the numbers of the table', async () => {
    expect(limit('staffLogins')).toBe(limit('staffLogins'))
    expect(limit('staffLogins').points).toBe(5)
    expect(limit('passwordResets').points).toBe(3)
    expect(limit('bookings').points).toBe(10)
    expect(limit('availability').points).toBe(60)
  })

  it('a manage link: five changes per booking an hour, counted only when made', async () => {
    vi.useFakeTimers()
    for (let n = 0; n < 50; n++) expect(await changeLimit.allows('token-a', 'client-1')).toBe(true)
    for (let n = 0; n < 5; n++) await changeLimit.made('token-a', 'client-1')
    expect(await changeLimit.allows('token-a', 'client-1')).toBe(false)
    // Another booking of the same client is counted on its own, up to the client's own cap.
    expect(await changeLimit.allows('token-b', 'client-1')).toBe(true)
    vi.advanceTimersByTime(60 * 60_000)
    expect(await changeLimit.allows('token-a', 'client-1')).toBe(true)
  })

  it('caps one client over many bookings at 20 changes an hour', async () => {
    for (let n = 0; n < 20; n++) await changeLimit.made(`token-${n}`, '198.51.100.7')
    expect(await changeLimit.allows('token-new', '198.51.100.7')).toBe(false)
    expect(await changeLimit.allows('token-new', '198.51.100.8')).toBe(true)
  })
})
