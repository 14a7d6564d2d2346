import 'server-only'

import { bookableWindow, type BookingRules } from '@/booking/rules/availability'
import type { DayChoice } from '@/booking/rules/day-links'
import { DEFAULT_HOLD_HOURS } from '@/booking/rules/waitlist'
import { checkAvailability } from '@/booking/server/availability-service'
import { loadBookingRules } from '@/booking/server/rules'
import type { Locale } from '@/i18n/locales'
import { weekdays } from '@/kit/format/dates'
import { tags } from '@/platform/data/cache-tags'
import { cachedRead } from '@/platform/data/cached'
import { payloadClient } from '@/platform/data/payload'

import type { CalendarRules, ChosenDay } from './types'

const getRules = cachedRead(
  async (): Promise<BookingRules> => loadBookingRules(await payloadClient()),
  ['booking-rules'],
  {
    tags: [tags.global('booking-rules')],
  },
)

/** The calendar's limits for today: computed per request from the cached rules. */
export async function getCalendarRules(now = new Date()): Promise<CalendarRules> {
  const rules = await getRules()
  const { first, last } = bookableWindow(rules, now)
  return {
    first,
    last,
    closedWeekdays: weekdays.flatMap((day, index) =>
      (rules.placesPerWeekday[day] ?? 0) > 0 ? [] : [index],
    ),
    closed: rules.closedDates.map((c) => ({ from: c.from, until: c.until || c.from })),
    startTime: rules.startTime,
    holdHours: rules.waitlistHoldHours ?? DEFAULT_HOLD_HOURS,
  }
}

/**
 * The day an address chose, with its places as the availability endpoint would answer: never
 * cached, the places change with every booking. A place is reserved only on a day that has one.
 */
export async function getChosenDay(
  choice: DayChoice,
  locale: Locale,
): Promise<ChosenDay | undefined> {
  if (!choice.date) return undefined
  const answer = await checkAvailability(await payloadClient(), choice.date, locale)
  return {
    date: choice.date,
    slots: answer.slots,
    reason: answer.reason,
    full: answer.full === true,
    placeReserved: choice.reserve && answer.available,
  }
}
