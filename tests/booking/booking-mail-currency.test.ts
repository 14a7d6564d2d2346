import { describe, expect, it } from 'vitest'

import { mailOutdated } from '@/booking/rules/mail-currency'
import { bookingMailKey } from '@/booking/rules/mail-keys'

const booking = {
  id: 7,
  createdAt: '2026-11-27T10:00:00.000Z',
  status: 'confirmed',
  appointmentDate: '2026-12-08',
}
const reminderOf = (date: string) => ({
  kind: 'reminder',
  key: bookingMailKey(booking, `reminder:${date}`),
})

describe('a queued mail overtaken by a later change', () => {
  it('tells nothing that stands once the booking is cancelled', () => {
    const cancelled = { ...booking, status: 'cancelled' }
    for (const kind of ['confirmation', 'confirmed', 'moved', 'reinstated'])
      expect(mailOutdated({ kind }, cancelled), kind).toBe(true)
    expect(mailOutdated(reminderOf('2026-12-08'), cancelled)).toBe(true)
    // The cancellation itself, the workshop's notices and the thanks still go out.
    for (const kind of ['cancelled', 'workshop', 'workshopChange', 'completed'])
      expect(mailOutdated({ kind }, cancelled), kind).toBe(false)
  })

  it('reminds only of the day the booking is on now', () => {
    expect(mailOutdated(reminderOf('2026-12-08'), booking)).toBe(false)
    expect(mailOutdated(reminderOf('2026-12-01'), booking)).toBe(true)
    expect(mailOutdated({ kind: 'moved' }, booking)).toBe(false)
  })

  it('leaves a mail whose booking is gone to the outbox (deleting a booking deletes its mails)', () => {
    expect(mailOutdated({ kind: 'confirmation' }, null)).toBe(false)
  })
})
