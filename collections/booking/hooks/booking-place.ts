import { randomUUID } from 'node:crypto'

import { APIError, type CollectionBeforeChangeHook } from 'payload'

import {
  closedPeriodOn,
  closedPeriodReason,
  choosePlace,
  dateOfPlaceKey,
  needsNewPlace,
  releasedPlaceKey,
  staffBookingRules,
} from '@/booking'
import { othersOn, loadBookingRules } from '@/booking/server'
import { isLocale } from '@/i18n/locales'
import { serverTranslator } from '@/i18n/server'

/**
 * Staff saves (create, move to another day, take back from cancelled) go through the same
 * place rule as a visitor's booking: closed days and the day's places; lead time and horizon
 * are the visitors' own (staffBookingRules). A cancelled booking gives its place back (its key
 * names no date). The unique index on placeKey settles a race between two saves for the last
 * place. Paths that already claimed a place (the booking service) say so in
 * `context.placeClaimed`.
 */
export const keepBookingPlace: CollectionBeforeChangeHook = async ({
  data,
  originalDoc,
  operation,
  req,
  context,
}) => {
  const before = operation === 'update' ? (originalDoc ?? null) : null
  const after = {
    appointmentDate: String(data.appointmentDate ?? before?.appointmentDate ?? ''),
    status: String(data.status ?? before?.status ?? 'new'),
  }
  if (after.status === 'cancelled') {
    const kept = before?.placeKey && !dateOfPlaceKey(before.placeKey) ? before.placeKey : null
    return { ...data, placeKey: kept ?? releasedPlaceKey(randomUUID()) }
  }
  if (context.placeClaimed) return data
  if (!needsNewPlace(before, after)) return data

  const [rules, others] = await Promise.all([
    loadBookingRules(req.payload),
    othersOn(req.payload, after.appointmentDate, { excludeId: before?.id, req }),
  ])
  // "Edit many" saves its bookings at the same time, and none sees the others' places yet:
  // each takes a place the saves before it in this request have not (they share its context).
  const claimed = (context.claimedPlaces ??= []) as string[]
  const claimedHere = claimed
    .filter((key) => dateOfPlaceKey(key) === after.appointmentDate)
    .map((placeKey) => ({ placeKey, status: 'new' }))
  // A staff member (signed in) is not held to the visitors' lead time and horizon.
  const held = req.user ? staffBookingRules(rules) : rules
  const choice = choosePlace(after.appointmentDate, held, [...others, ...claimedHere], new Date())
  if (choice.ok) {
    claimed.push(choice.keys[0]!)
    return { ...data, placeKey: choice.keys[0] }
  }
  const language = isLocale(req.i18n?.language) ? req.i18n.language : 'nl'
  const t = serverTranslator(language, 'BookingApi')
  const { reason } = choice.availability
  // The reason staff wrote for the closed day, in this staff member's language.
  const closedReason = closedPeriodReason(
    closedPeriodOn(after.appointmentDate, rules.closedDates),
    language,
  )
  const message =
    reason === 'closed' && closedReason
      ? t('reasons.closedWithReason', { reason: closedReason })
      : t(`reasons.${reason}`)
  throw new APIError(message, reason === 'full' ? 409 : 400, null, true)
}
