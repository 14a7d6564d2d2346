import type { Payload } from 'payload'

import { type BookingRules, defaultBookingRules } from '@/domain/booking/availability'

/** The booking rules global as the pure availability function wants them. */
export async function loadBookingRules(payload: Payload): Promise<BookingRules> {
  const doc = await payload.findGlobal({ slug: 'booking-rules', depth: 0 })
  if (!doc.updatedAt) return defaultBookingRules
  const places = doc.placesPerWeekday
  return {
    placesPerWeekday: {
      monday: places.monday,
      tuesday: places.tuesday,
      wednesday: places.wednesday,
      thursday: places.thursday,
      friday: places.friday,
      saturday: places.saturday,
      sunday: places.sunday,
    },
    closedDates: (doc.closedDates ?? []).map((c) => ({ from: c.from, until: c.until ?? null, reason: c.reason ?? null })),
    leadDays: doc.leadDays,
    horizonDays: doc.horizonDays,
    startTime: doc.startTime,
    allDay: doc.allDay ?? true,
  }
}

/** Bookings that hold a place: every status but cancelled. */
export async function activeBookingsOn(payload: Payload, date: string): Promise<{ count: number; placeKeys: string[] }> {
  const { docs } = await payload.find({
    collection: 'bookings',
    where: { and: [{ appointmentDate: { equals: date } }, { status: { not_equals: 'cancelled' } }] },
    pagination: false,
    depth: 0,
    select: { placeKey: true },
  })
  return { count: docs.length, placeKeys: docs.map((d) => d.placeKey).filter((k): k is string => Boolean(k)) }
}
