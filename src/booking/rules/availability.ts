import { addDays, isIsoDate, type Weekday, weekdayOf, workshopToday } from '@/kit/format/dates'

export type ClosedPeriod = {
  from: string
  until?: string | null
  reason?: string | null
  /** The reason in each language staff wrote it in; `reason` is the Dutch one. */
  reasons?: Partial<Record<string, string>> | null
}

export type BookingRules = {
  placesPerWeekday: Record<Weekday, number>
  closedDates: ClosedPeriod[]
  /** Earliest bookable day: today + leadDays. */
  leadDays: number
  /** Latest bookable day: today + horizonDays. */
  horizonDays: number
  startTime: string
  allDay: boolean
  /** Wall-clock time of the reminder on the working day before (default 09:00). */
  reminderTime?: string
  /** Customers may cancel or move up to this many hours before the start (default 24). */
  cancelCutoffHours?: number
  /** How long a waitlist offer holds its place (hours). */
  waitlistHoldHours?: number
  /** Upcoming bookings one e-mail address may make online (address-limit.ts; default 2). */
  upcomingPerAddress?: number
}

/** Why a day cannot be booked, as the booking API answers and the manage page shows it. */
export const UNAVAILABLE_REASONS = [
  'invalid-date',
  'past',
  'too-soon',
  'too-far',
  'no-places',
  'closed',
  'full',
] as const
export type UnavailableReason = (typeof UNAVAILABLE_REASONS)[number]

export const isUnavailableReason = (value: string): value is UnavailableReason =>
  (UNAVAILABLE_REASONS as readonly string[]).includes(value)

export type Availability =
  | { available: true; places: number; free: number; slots: string[] }
  | {
      available: false
      places: number
      free: 0
      slots: []
      reason: UnavailableReason
      closedReason?: string | null
    }

export const defaultBookingRules: BookingRules = {
  placesPerWeekday: {
    monday: 2,
    tuesday: 2,
    wednesday: 2,
    thursday: 2,
    friday: 2,
    saturday: 1,
    sunday: 0,
  },
  closedDates: [],
  leadDays: 1,
  horizonDays: 120,
  startTime: '09:00',
  allDay: true,
}

export function closedPeriodOn(
  date: string,
  closed: readonly ClosedPeriod[],
): ClosedPeriod | undefined {
  return closed.find((period) => date >= period.from && date <= (period.until || period.from))
}

/** A closed period's reason as staff wrote it in `locale`, else the Dutch one; null without. */
export function closedPeriodReason(
  period: ClosedPeriod | undefined,
  locale: string,
): string | null {
  return period ? (period.reasons?.[locale] ?? period.reason ?? null) : null
}

/**
 * Why a closed period as staff typed it would close nothing: its first day is not a real
 * yyyy-MM-dd date, its last day is given but not one, or the last day comes before the first.
 * Dates are compared as text, so "25-12-2026" would silently match no day at all.
 */
export function closedPeriodProblem(
  from: unknown,
  until: unknown,
): 'from' | 'until' | 'order' | null {
  if (!isIsoDate(from)) return 'from'
  if (until === null || until === undefined || until === '') return null
  if (!isIsoDate(until)) return 'until'
  return until < from ? 'order' : null
}

/** Places the rules give a date, before any booking: 0 on Sundays, closed days and so on. */
export function placesOn(date: string, rules: BookingRules): number {
  if (closedPeriodOn(date, rules.closedDates)) return 0
  return Math.max(0, Math.floor(rules.placesPerWeekday[weekdayOf(date)] ?? 0))
}

/** First and last bookable day for a moment in time. */
export function bookableWindow(rules: BookingRules, now: Date): { first: string; last: string } {
  const today = workshopToday(now)
  return {
    first: addDays(today, Math.max(0, rules.leadDays)),
    last: addDays(today, rules.horizonDays),
  }
}

/**
 * Whether a day can still be booked and how many places are free. A pure function of the
 * date, the rules, the number of active bookings that day and the current time.
 */
export function availability(
  date: string,
  rules: BookingRules,
  activeBookings: number,
  now: Date,
): Availability {
  const none = (
    reason: UnavailableReason,
    places = 0,
    closedReason?: string | null,
  ): Availability => ({
    available: false,
    places,
    free: 0,
    slots: [],
    reason,
    ...(closedReason !== undefined ? { closedReason } : {}),
  })
  if (!isIsoDate(date)) return none('invalid-date')
  const today = workshopToday(now)
  const { first, last } = bookableWindow(rules, now)
  if (date < today) return none('past')
  if (date < first) return none('too-soon')
  if (date > last) return none('too-far')
  const closed = closedPeriodOn(date, rules.closedDates)
  if (closed) return none('closed', 0, closed.reason ?? null)
  const places = placesOn(date, rules)
  if (places === 0) return none('no-places')
  const free = Math.max(0, places - activeBookings)
  if (free === 0) return none('full', places)
  return {
    available: true,
    places,
    free,
    slots: Array.from({ length: free }, () => rules.startTime),
  }
}
