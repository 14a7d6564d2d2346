import 'server-only'

import { bookableWindow, type BookingRules } from '@/booking/rules/availability'
import { DEFAULT_HOLD_HOURS } from '@/booking/rules/waitlist'
import { loadBookingRules } from '@/booking/server/rules'
import { weekdays } from '@/kit/format/dates'
import { tags } from '@/platform/data/cache-tags'
import { cachedRead } from '@/platform/data/cached'
import { payloadClient } from '@/platform/data/payload'

import type { CalendarRules } from './types'

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
