import { describe, expect, it } from 'vitest'

import { attemptFor } from '@/booking/rules/attempt-key'

describe('the key of a booking attempt', () => {
  let counter = 0
  const newKey = () => `key-${++counter}`
  const booking = { date: '2027-03-02', email: 'jan@example.nl' }

  it('stays the same while day and address do, as the server compares them', () => {
    const first = attemptFor(null, booking, newKey)
    expect(attemptFor(first, { ...booking, email: ' Jan@Example.nl ' }, newKey).key).toBe(first.key)
  })

  it('is new for another day or address, and after a finished booking', () => {
    const first = attemptFor(null, booking, newKey)
    const otherDay = attemptFor(first, { ...booking, date: '2027-03-03' }, newKey)
    expect(otherDay.key).not.toBe(first.key)
    const otherAddress = attemptFor(
      otherDay,
      { ...booking, date: '2027-03-03', email: 'jan@example.com' },
      newKey,
    )
    expect(otherAddress.key).not.toBe(otherDay.key)
    expect(attemptFor(null, booking, newKey).key).not.toBe(first.key)
  })
})
