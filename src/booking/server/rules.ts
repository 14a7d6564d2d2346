import type { Payload } from 'payload'

import { type BookingRules, defaultBookingRules } from '@/booking/rules/availability'
import { defaultLocale } from '@/i18n/locales'
import { isClockTime } from '@/kit/format/dates'

/** A localized field read with locale 'all' is an object per language (a plain string before localization). */
function localizedValues(value: unknown): Partial<Record<string, string>> {
  if (typeof value === 'string') return { [defaultLocale]: value }
  if (!value || typeof value !== 'object') return {}
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
    ),
  )
}

/** The booking rules global as the pure availability function wants them. */
export async function loadBookingRules(payload: Payload): Promise<BookingRules> {
  // Every language at once: a closed day's reason is shown in the visitor's language.
  const doc = await payload.findGlobal({ slug: 'booking-rules', depth: 0, locale: 'all' })
  if (!doc.updatedAt) return defaultBookingRules
  const places = doc.placesPerWeekday
  return {
    placesPerWeekday: {
      monday: places.monday,
      tuesday: places.tuesday,
      wednesday: places.wednesday,
      thursday: places.thursday,
      friday: places.friday,
      saturday: places.saturday,
      sunday: places.sunday,
    },
    closedDates: (doc.closedDates ?? []).map((c) => {
      const reasons = localizedValues(c.reason)
      return {
        from: c.from,
        until: c.until ?? null,
        reason: reasons[defaultLocale] ?? null,
        reasons,
      }
    }),
    leadDays: doc.leadDays,
    horizonDays: doc.horizonDays,
    // The admin checks both times; one saved before that check must not break every booking.
    startTime: isClockTime(doc.startTime) ? doc.startTime : defaultBookingRules.startTime,
    allDay: doc.allDay ?? true,
    reminderTime: isClockTime(doc.reminderTime) ? doc.reminderTime : undefined,
    cancelCutoffHours: doc.cancelCutoffHours ?? undefined,
    waitlistHoldHours: doc.waitlistHoldHours ?? undefined,
    upcomingPerAddress: doc.upcomingPerAddress ?? undefined,
  }
}

const RULES_TTL_MS = 5_000
let cachedRules: { payload: Payload; rules: BookingRules; until: number } | null = null

/**
 * The rules for the booking endpoints, read at most every few seconds: under a rush of
 * requests each one then costs a single query. A change saved in this process applies at once, one from another process within 5 s.
 */
export async function currentBookingRules(
  payload: Payload,
  now = Date.now(),
): Promise<BookingRules> {
  if (cachedRules && cachedRules.payload === payload && cachedRules.until > now)
    return cachedRules.rules
  const rules = await loadBookingRules(payload)
  cachedRules = { payload, rules, until: now + RULES_TTL_MS }
  return rules
}

export function forgetBookingRules() {
  cachedRules = null
}
