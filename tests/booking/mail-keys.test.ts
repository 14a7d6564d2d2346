import { describe, expect, it } from 'vitest'

import { bookingMailKey, entryMailKey } from '@/booking/rules/mail-keys'

const entry = { id: 10, createdAt: '2026-12-01T09:00:00.000Z' }
// A later row under the same id, after the first was deleted (SQLite reuses a last row's id).
const successor = { id: 10, createdAt: '2026-12-01T09:05:00.000Z' }

describe('outbox keys', () => {
  it("never give a row under a deleted one's id that one's key", () => {
    expect(entryMailKey('waitlist', successor, 'joined')).not.toBe(
      entryMailKey('waitlist', entry, 'joined'),
    )
    expect(entryMailKey('request', successor, 'notice')).not.toBe(
      entryMailKey('request', entry, 'notice'),
    )
  })

  it('tell the collections and the kinds of one row apart, and keep the booking keys as stored', () => {
    const keys = [
      entryMailKey('waitlist', entry, 'joined'),
      entryMailKey('request', entry, 'joined'),
      entryMailKey('waitlist', entry, 'offer:2026-12-02T10:00:00.000Z'),
      bookingMailKey(entry, 'joined'),
    ]
    expect(new Set(keys).size).toBe(keys.length)
    expect(bookingMailKey(entry, 'confirmation')).toBe('10@2026-12-01T09:00:00.000Z:confirmation')
  })
})
