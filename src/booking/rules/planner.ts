import { addDays, weekdayOf } from '@/kit/format/dates'

import { type BookingRules, closedPeriodOn, closedPeriodReason, placesOn } from './availability'

export type PlannerDay = {
  date: string
  inMonth: boolean
  places: number
  used: number
  free: number
  closed: boolean
  closedReason: string | null
}

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/

export const isMonth = (value: unknown): value is string =>
  typeof value === 'string' && MONTH.test(value)

export function shiftMonth(month: string, by: number): string {
  const [year, m] = month.split('-').map(Number)
  const index = year! * 12 + (m! - 1) + by
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`
}

/** One day's places, bookings and closed state, as the planner and the dashboard show it. */
export function plannerDay(
  date: string,
  rules: BookingRules,
  used: Readonly<Record<string, number>>,
  /** The staff member's language, for a closed day's reason. */
  locale = 'nl',
): Omit<PlannerDay, 'inMonth'> {
  const closed = closedPeriodOn(date, rules.closedDates)
  const places = placesOn(date, rules)
  const count = used[date] ?? 0
  return {
    date,
    places,
    used: count,
    free: Math.max(0, places - count),
    closed: Boolean(closed) || places === 0,
    closedReason: closedPeriodReason(closed, locale),
  }
}

/** Monday-first weeks covering `month`, each day with its places, bookings and closed state. */
export function monthGrid(
  month: string,
  rules: BookingRules,
  used: Readonly<Record<string, number>>,
  /** The staff member's language, for a closed day's reason. */
  locale = 'nl',
): PlannerDay[][] {
  const firstOfMonth = `${month}-01`
  let day = firstOfMonth
  while (weekdayOf(day) !== 'monday') day = addDays(day, -1)
  const weeks: PlannerDay[][] = []
  do {
    const week: PlannerDay[] = []
    for (let i = 0; i < 7; i++, day = addDays(day, 1)) {
      week.push({ ...plannerDay(day, rules, used, locale), inMonth: day.startsWith(month) })
    }
    weeks.push(week)
  } while (day.startsWith(month))
  return weeks
}
