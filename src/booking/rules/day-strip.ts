import { addDays } from '@/kit/format/dates'

import type { BookingRules } from './availability'
import { plannerDay, type PlannerDay } from './planner'

/** How a day of the strip is drawn: closed, every place taken, some taken, or none taken. */
export type StripState = 'closed' | 'full' | 'booked' | 'free'

export type StripDay = Omit<PlannerDay, 'inMonth'> & { state: StripState }

/** How a day reads at a glance, on the dashboard's strip and in the planner's month. */
export const dayState = (day: Omit<PlannerDay, 'inMonth'>): StripState =>
  day.closed ? 'closed' : day.free === 0 ? 'full' : day.used > 0 ? 'booked' : 'free'

/**
 * The days from `today` on (the dashboard's two weeks), each with its places and bookings from
 * the same rules the planner and the booking form use.
 */
export function dayStrip(
  today: string,
  rules: BookingRules,
  used: Readonly<Record<string, number>>,
  days = 14,
  locale = 'nl',
): StripDay[] {
  return Array.from({ length: days }, (_, i) => {
    const day = plannerDay(addDays(today, i), rules, used, locale)
    return { ...day, state: dayState(day) }
  })
}

/** The strip's first day a booking can be put on: today, unless the workshop is closed or full. */
export const firstOpenDay = (strip: readonly StripDay[]): StripDay | undefined =>
  strip.find((day) => !day.closed)
