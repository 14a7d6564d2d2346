import type { Payload } from 'payload'

import { bookingsBetween } from '@/booking/planner/month'
import { moveDays, type MoveDays, STAFF_PICKER_DAYS } from '@/booking/rules/move-days'
import { loadBookingRules } from '@/booking/server/rules'
import { addDays, workshopToday } from '@/kit/format/dates'

type Id = number | string

/**
 * The picker's open and full days for one booking: what holds a place on each day (active
 * bookings and running waitlist offers, as the save counts them), the booking itself left out.
 */
export async function moveDaysFor(
  payload: Payload,
  bookingId: Id | undefined,
  now = new Date(),
): Promise<MoveDays> {
  const rules = await loadBookingRules(payload)
  const today = workshopToday(now)
  const last = addDays(today, Math.max(rules.horizonDays, STAFF_PICKER_DAYS))
  const [bookings, offers] = await Promise.all([
    bookingsBetween(payload, today, last),
    payload.find({
      collection: 'waitlist',
      where: {
        and: [
          { date: { greater_than_equal: today } },
          { date: { less_than_equal: last } },
          { status: { equals: 'offered' } },
          { offerExpiresAt: { greater_than: now.toISOString() } },
        ],
      },
      pagination: false,
      depth: 0,
      select: { date: true },
      overrideAccess: true,
    }),
  ])
  const taken: Record<string, number> = {}
  for (const b of bookings)
    if (String(b.id) !== String(bookingId))
      taken[b.appointmentDate] = (taken[b.appointmentDate] ?? 0) + 1
  for (const o of offers.docs) if (o.date) taken[o.date] = (taken[o.date] ?? 0) + 1
  return moveDays(today, rules, taken)
}
