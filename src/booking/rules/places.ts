import { type Availability, availability, type BookingRules } from './availability'

/**
 * The one place rule for every path that puts a booking on a day (visitor, staff create, staff
 * move, customer move): a booking holds the key "<date>#<n>" (n = 1..places) on a unique index,
 * so two writers racing for the last place cannot both win.
 */
export const placeKeyOf = (date: string, place: number) => `${date}#${place}`

/**
 * The key a cancelled booking keeps instead of its place. It is unique, as the index needs on
 * every adapter: MongoDB's sparse unique index still counts an explicit null, so a second
 * cancelled booking with a null key would be refused. It names no date, so it holds no place.
 */
export const releasedPlaceKey = (unique: string) => `released#${unique}`

/** The date a place key belongs to, or null for anything that is not one. */
export function dateOfPlaceKey(key: string | null | undefined): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})#\d+$/.exec(key ?? '')
  return match ? match[1]! : null
}

/** Another booking's hold on the day; the booking being moved is left out by the caller. */
export type Holder = { placeKey?: string | null; status?: string | null }

export const holdsPlace = (booking: Holder) => booking.status !== 'cancelled'

export type PlaceChoice =
  | { ok: true; keys: string[]; availability: Extract<Availability, { available: true }> }
  | { ok: false; availability: Extract<Availability, { available: false }> }

/**
 * Whether a booking can go on `date` next to the other bookings of that day, and the free keys
 * to try in order. The same availability rule as the visitor's calendar: lead time, horizon,
 * closed days, places per weekday and the count of bookings that hold a place.
 */
export function choosePlace(
  date: string,
  rules: BookingRules,
  others: readonly Holder[],
  now: Date,
): PlaceChoice {
  const holding = others.filter(holdsPlace)
  const state = availability(date, rules, holding.length, now)
  if (!state.available) return { ok: false, availability: state }
  const taken = new Set(holding.map((b) => b.placeKey).filter(Boolean))
  // As many keys as the day has free places: a holder whose key lies outside 1..places (the
  // day's places were lowered) or who has none would otherwise leave an extra key to race for.
  const keys = Array.from({ length: state.places }, (_, i) => placeKeyOf(date, i + 1))
    .filter((key) => !taken.has(key))
    .slice(0, state.free)
  if (keys.length === 0) {
    return {
      ok: false,
      availability: { available: false, places: state.places, free: 0, slots: [], reason: 'full' },
    }
  }
  return { ok: true, keys, availability: state }
}

/** How far ahead staff may put a booking, whatever the visitors' horizon. */
const STAFF_HORIZON_DAYS = 730

/**
 * The rules a staff save is held to. Lead time and horizon shape what visitors may book
 * online; staff book a walk-in for tomorrow, take back a booking cancelled by mistake on its
 * own day, or plan months ahead. Closed days, past days and the day's places hold for them too.
 */
export const staffBookingRules = (rules: BookingRules): BookingRules => ({
  ...rules,
  leadDays: 0,
  horizonDays: Math.max(rules.horizonDays, STAFF_HORIZON_DAYS),
})

/** Whether saving a booking needs a (new) place: it is active and its day or status changed. */
export function needsNewPlace(
  before: {
    appointmentDate?: string | null
    status?: string | null
    placeKey?: string | null
  } | null,
  after: { appointmentDate: string; status: string },
): boolean {
  if (after.status === 'cancelled') return false
  if (!before) return true
  if (before.status === 'cancelled' || !before.placeKey) return true
  return dateOfPlaceKey(before.placeKey) !== after.appointmentDate
}
