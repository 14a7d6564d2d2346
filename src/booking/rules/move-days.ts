import { addDays } from '@/kit/format/dates'

import { type BookingRules, placesOn } from './availability'

/** The days a staff member's picker offers for a booking's day, and why the others are not. */
export type MoveDays = {
  /** First and last day the picker shows (today up to the rules' horizon, at least 3 months). */
  first: string
  last: string
  /** Days without places: Sundays and other weekdays without places, closed periods. */
  closed: string[]
  /** Open days whose every place is taken by other bookings or running waitlist offers. */
  full: string[]
}

/** Staff plan further ahead than visitors may book: the picker shows at least this many days. */
export const STAFF_PICKER_DAYS = 92

/**
 * Which days a booking can move to, for the admin's date picker: an open day with a free place.
 * `taken` counts, per day, what holds a place there apart from the booking itself (so its own
 * day is never full to it). Lead time and horizon are the visitors' own (staffBookingRules);
 * the save still checks the day (keepBookingPlace), the picker only spares a refused save.
 */
export function moveDays(
  today: string,
  rules: BookingRules,
  taken: Readonly<Record<string, number>>,
): MoveDays {
  const last = addDays(today, Math.max(rules.horizonDays, STAFF_PICKER_DAYS))
  const closed: string[] = []
  const full: string[] = []
  for (let day = today; day <= last; day = addDays(day, 1)) {
    const places = placesOn(day, rules)
    if (places === 0) closed.push(day)
    else if ((taken[day] ?? 0) >= places) full.push(day)
  }
  return { first: today, last, closed, full }
}
