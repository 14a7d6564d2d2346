import type { BookingRules } from './availability'
import { holdsPlace } from './places'

/**
 * How many upcoming bookings one e-mail address may make online when staff set nothing. The
 * address is not verified when a visitor books: without a cap one address could take every
 * place of the calendar. Two leaves room for a customer with a second car or a follow-up visit.
 */
export const DEFAULT_UPCOMING_PER_ADDRESS = 2

/** Why an address may not book (or move to) a day online; each is a BookingApi.limits key. */
export const addressLimits = ['sameDay', 'upcoming'] as const
export type AddressLimit = (typeof addressLimits)[number]

export const isAddressLimit = (value: unknown): value is AddressLimit =>
  (addressLimits as readonly unknown[]).includes(value)

/** One of the address's other bookings: the booking being placed is left out by the caller. */
export type AddressBooking = { appointmentDate: string; status?: string | null }

export const upcomingPerAddress = (rules: BookingRules) =>
  Math.max(1, Math.floor(rules.upcomingPerAddress ?? DEFAULT_UPCOMING_PER_ADDRESS))

/** Addresses are compared as people type them: "Jan@Example.nl" is jan@example.nl. */
export const sameAddress = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase()

/**
 * Whether an address may hold a booking on `date` next to its other bookings, or why not.
 * Only bookings that still hold a place (not cancelled) on today or later count: past
 * appointments are history, not places taken.
 * - Never two on one day: otherwise one address fills a day of two places (most weekdays) in
 *   two requests; a customer who brings two cars on one day arranges it with the workshop.
 * - At most `max` upcoming. A move (`adds: false`) keeps the count as it was (the manage link
 *   only works until the booking's own day, so the moved booking was upcoming already); it is
 *   held to the one-a-day rule only.
 */
export function addressLimitOn(
  date: string,
  others: readonly AddressBooking[],
  { max, today, adds }: { max: number; today: string; adds: boolean },
): AddressLimit | null {
  const upcoming = others.filter((b) => holdsPlace(b) && b.appointmentDate >= today)
  if (upcoming.some((b) => b.appointmentDate === date)) return 'sameDay'
  if (adds && upcoming.length >= max) return 'upcoming'
  return null
}
