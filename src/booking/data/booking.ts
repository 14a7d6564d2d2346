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

export type Promotion = {
  active: boolean
  normalPrice: number
  promoPrice: number
  validUntil: string
  text: string | null
}

export const getPromotion = cachedRead(
  async (locale: string): Promise<Promotion> => {
    const payload = await payloadClient()
    const doc = await payload.findGlobal({ slug: 'promotion', locale: locale as 'nl', depth: 0 })
    return {
      active: Boolean(doc.active),
      normalPrice: doc.normalPrice,
      promoPrice: doc.promoPrice,
      validUntil: doc.validUntil,
      text: doc.text ?? null,
    }
  },
  ['promotion'],
  { tags: [tags.global('promotion')] },
)
