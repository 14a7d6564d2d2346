import type { Payload } from 'payload'

import { bookingMailKey } from '@/booking/rules/mail-keys'
import { reminderDue, reminderMoment } from '@/booking/rules/reminder'
import { addDays, workshopToday } from '@/kit/format/dates'

import { loadBookingRules } from './rules'
import { composeMail } from '../mails/mails'
import { queueMail } from '../mails/outbox'

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
  const candidates = docs.filter((booking) => reminderDue(booking, rules, now, rules.reminderTime))
  if (candidates.length === 0) return 0
  // Reminded for this day already: a reminder written since this day's reminder moment (also
  // one queued under an older key). A booking moved since is reminded of its new day.
  const { docs: sent } = await payload.find({
    collection: 'booking-mails',
    where: {
      and: [
        { booking: { in: candidates.map((booking) => booking.id) } },
        { kind: { equals: 'reminder' } },
      ],
    },
    pagination: false,
    depth: 0,
    select: { booking: true, createdAt: true },
    overrideAccess: true,
  })
  const due = candidates.filter(
    (booking) =>
      !sent.some(
        (mail) =>
          mail.booking === booking.id &&
          new Date(mail.createdAt) >=
            reminderMoment(booking.appointmentDate, rules, rules.reminderTime),
      ),
  )
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
