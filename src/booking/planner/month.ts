import { timingSafeEqual } from 'node:crypto'

import type { Payload } from 'payload'

import { statusName } from '@/booking/planner/texts'
import { calendarFeed } from '@/booking/rules/ics'
import { addDays, workshopToday } from '@/kit/format/dates'
import type { Booking } from '@/payload-types'

import { loadBookingRules } from '../server/rules'

/** Bookings that hold a place between two dates, for the planner, its feed and the export. */
export async function bookingsBetween(
  payload: Payload,
  from: string,
  until: string,
  options: { withCancelled?: boolean } = {},
) {
  const { docs } = await payload.find({
    collection: 'bookings',
    where: {
      and: [
        { appointmentDate: { greater_than_equal: from } },
        { appointmentDate: { less_than_equal: until } },
        ...(options.withCancelled ? [] : [{ status: { not_equals: 'cancelled' } }]),
      ],
    },
    sort: 'appointmentDate',
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return docs
}

const same = (a: string, b: string) => {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

/**
 * The staff's calendar subscription: every booked day from a month back to the horizon, as an
 * all-day event per booking. Null when the secret does not match the booking rules' current one.
 */
export async function plannerFeed(
  payload: Payload,
  secret: string,
  now = new Date(),
): Promise<string | null> {
  const rules = await payload.findGlobal({ slug: 'booking-rules', depth: 0, overrideAccess: true })
  if (!rules.feedToken || !same(secret, rules.feedToken)) return null
  const domainRules = await loadBookingRules(payload)
  const today = workshopToday(now)
  const bookings = await bookingsBetween(
    payload,
    addDays(today, -31),
    addDays(today, Math.max(domainRules.horizonDays, 31)),
  )
  return calendarFeed(
    'Chiptuning Nijmegen: afspraken',
    bookings.map((b: Booking) => ({
      uid: `booking-${b.id}@chiptuning-nijmegen.nl`,
      date: b.appointmentDate,
      startTime: domainRules.startTime,
      allDay: domainRules.allDay,
      summary: `${b.licensePlate} · ${b.vehicle || b.customerName}`,
      description: [
        b.customerName,
        b.customerPhone,
        b.customerEmail,
        // The workshop's own calendar, in the admin's default language.
        `Status: ${statusName(b.status, 'nl')}`,
        b.notes,
      ]
        .filter(Boolean)
        .join('\n'),
      location: '',
    })),
    now,
  )
}
