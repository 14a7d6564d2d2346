import type { Payload } from 'payload'

import { placesOn } from '@/booking/rules/availability'
import { bookingSchema, type BookingInput } from '@/booking/rules/schema'
import { addDays, weekdayOf, workshopToday } from '@/kit/format/dates'

import { bookingRules, siteSettings } from '../../seed/lib/globals'

/** The n-th Tuesday at least a week from today: days inside the real clock's booking window. */
export function comingTuesday(n = 0): string {
  let day = addDays(workshopToday(new Date()), 7)
  while (weekdayOf(day) !== 'tuesday') day = addDays(day, 1)
  return addDays(day, 7 * n)
}

/**
 * The first day at least `daysAhead` days from today (the workshop's) on which the seeded demo
 * rules take bookings: no Sunday, none of the demo workshop's holidays. A test that books "in n
 * days" on a seeded server would otherwise fail whenever n days from the run falls on one.
 */
export function openDemoDay(daysAhead: number): string {
  const holidays = bookingRules.closedDates.map((period) => ({
    from: period.from,
    until: 'until' in period ? period.until : null,
  }))
  let day = addDays(workshopToday(new Date()), daysAhead)
  while (placesOn(day, { ...bookingRules, closedDates: holidays }) === 0) day = addDays(day, 1)
  return day
}

/** Site settings of the demo workshop and booking rules with `tuesday` places on Tuesdays. */
export async function bookingSetup(payload: Payload, tuesday = 2) {
  const context = { disableRevalidate: true }
  await payload.updateGlobal({
    slug: 'site-settings',
    context,
    data: {
      ...siteSettings,
      socialLinks: [...siteSettings.socialLinks],
      openingHours: [...siteSettings.openingHours],
    },
  })
  await payload.updateGlobal({
    slug: 'booking-rules',
    context,
    data: {
      placesPerWeekday: {
        monday: 2,
        tuesday,
        wednesday: 2,
        thursday: 2,
        friday: 2,
        saturday: 1,
        sunday: 0,
      },
      closedDates: [],
      leadDays: 1,
      horizonDays: 365,
      startTime: '09:00',
      allDay: true,
    },
  })
}

let counter = 0
/**
 * A valid booking request. Each has an address of its own (jan.<n>@example.nl): one address
 * books at most a few upcoming days online and never two on one day, which the address-limit
 * specs test on purpose, and no other spec should run into.
 */
export const bookingRequest = (overrides: Partial<BookingInput> = {}) =>
  bookingSchema.parse({
    appointmentDate: comingTuesday(),
    customerName: 'Jan de Vries',
    customerEmail: `jan.${++counter}@example.nl`,
    customerPhone: '0612345678',
    licensePlate: 'ab-123-c',
    brand: 'Audi',
    model: 'A4',
    termsAccepted: true,
    locale: 'nl',
    idempotencyKey: `key-${counter}-${Math.random().toString(36).slice(2)}`,
    ...overrides,
  })
