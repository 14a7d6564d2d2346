import { describe, expect, it } from 'vitest'

import { attemptFor } from '@/domain/booking/attempt-key'

describe('the key of a booking attempt', () => {
  let counter = 0
  const newKey = () => `key-${++counter}`
  const booking = { appointmentDate: '2027-03-02', customerEmail: 'jan@example.nl', notes: '' }

  it('stays the same for the same booking sent again, in whatever order its fields come', () => {
    const first = attemptFor(null, booking, newKey)
    const again = attemptFor(
      first,
      { notes: '', customerEmail: 'jan@example.nl', appointmentDate: '2027-03-02' },
      newKey,
    )
    expect(again.key).toBe(first.key)
  })

  it('is new once the day or any detail changed, and after a finished booking', () => {
    const first = attemptFor(null, booking, newKey)
    const otherDay = attemptFor(first, { ...booking, appointmentDate: '2027-03-03' }, newKey)
    expect(otherDay.key).not.toBe(first.key)
    const fixedAddress = attemptFor(
      otherDay,
      { ...booking, appointmentDate: '2027-03-03', customerEmail: 'jan@example.com' },
      newKey,
    )
    expect(fixedAddress.key).not.toBe(otherDay.key)
    expect(attemptFor(null, booking, newKey).key).not.toBe(first.key)
  })
})
