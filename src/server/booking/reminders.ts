import type { Payload } from 'payload'

import { addDays, workshopToday } from '@/domain/booking/dates'
import { bookingMailKey } from '@/domain/booking/mail-keys'
import { reminderDue } from '@/domain/booking/reminder'

import { composeMail } from './mails'
import { queueMail } from './outbox'
import { loadBookingRules } from './rules'

/** Queues the reminder of every booking whose moment has passed; returns how many were new. */
export async function sendDueReminders(payload: Payload, now: Date): Promise<number> {
  const rules = await loadBookingRules(payload)
  const today = workshopToday(now)
  // The working day before can lie up to two weeks back over closed days; look that far ahead.
  const { docs } = await payload.find({
    collection: 'bookings',
    where: {
      and: [
        { appointmentDate: { greater_than: today } },
        { appointmentDate: { less_than_equal: addDays(today, 15) } },
        { status: { in: ['new', 'confirmed'] } },
      ],
    },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const due = docs.filter((booking) => reminderDue(booking, rules, now, rules.reminderTime))
  if (due.length === 0) return 0
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  let queued = 0
  for (const booking of due) {
    const mail = composeMail('reminder', booking, { settings, rules, now })
    const job = await queueMail(payload, {
      ...mail,
      bookingId: booking.id,
      kind: 'reminder',
      // Once per booking and day: a booking moved after its reminder is reminded of the new day.
      key: bookingMailKey(booking, `reminder:${booking.appointmentDate}`),
    })
    if (job !== null) queued++
  }
  return queued
}
