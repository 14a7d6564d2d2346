import { randomUUID } from 'node:crypto'

import { APIError, type PayloadRequest, type RequestContext } from 'payload'

import {
  type BookingRules,
  closedPeriodOn,
  closedPeriodReason,
  type UnavailableReason,
} from '@/booking/rules/availability'
import {
  choosePlace,
  dateOfPlaceKey,
  needsNewPlace,
  releasedPlaceKey,
  staffBookingRules,
} from '@/booking/rules/places'
import { isLocale } from '@/i18n/locales'
import { serverTranslator } from '@/i18n/server'
import { isBusy, isDuplicateOf } from '@/platform/payload/unique'

import { othersOn } from '../places'
import { currentBookingRules, loadBookingRules } from '../rules'

type Id = number | string
type Saved = {
  id?: Id
  appointmentDate?: string | null
  status?: string | null
  placeKey?: string | null
}

/**
 * What a write of the booking feature tells the place step about itself (in the save's
 * context): the clock it books by, and the waitlist offer whose held place it may take.
 */
export type PlaceWith = { now?: Date; exceptOfferHash?: string }

/** A day that cannot take the booking, thrown out of the save; recognised by shape (see addressLimitOf). */
type PlaceRefusalError = APIError & { placeRefusal: UnavailableReason }

export const placeRefusalOf = (error: unknown): UnavailableReason | null =>
  (error as Partial<PlaceRefusalError> | null)?.placeRefusal ?? null

/** The refusal in the saver's language (the Local API's default, Dutch, for the site's own writes). */
function refusal(
  reason: UnavailableReason,
  date: string,
  closedDates: BookingRules['closedDates'],
  req: PayloadRequest,
) {
  const language = isLocale(req.i18n?.language) ? req.i18n.language : 'nl'
  const t = serverTranslator(language, 'BookingApi')
  // The reason staff wrote for the closed day, in this staff member's language.
  const closedReason = closedPeriodReason(closedPeriodOn(date, closedDates), language)
  const message =
    reason === 'closed' && closedReason
      ? t('reasons.closedWithReason', { reason: closedReason })
      : t(`reasons.${reason}`)
  return Object.assign(new APIError(message, reason === 'full' ? 409 : 400, null, true), {
    placeRefusal: reason,
  })
}

/**
 * The one place rule of every booking save, whoever makes it (a visitor, a customer's link, a
 * waitlist offer, staff in the admin, a request booked): it runs inside the save's transaction,
 * so the day's holders it reads are all that was committed before (on SQLite every transaction
 * holds the write lock from its start; elsewhere the unique index on placeKey refuses the second
 * of two saves, and claimWithRetries tries again). It returns the place key the save stores: a
 * cancelled booking gives its place up (its key names no date), an active one that moves or
 * comes back takes the day's first free key (undefined: the save keeps its place as it is); a
 * day that cannot take it throws with the reason.
 */
export async function claimPlace(args: {
  data: Partial<Saved>
  before: Saved | null
  req: PayloadRequest
  context: RequestContext
}): Promise<string | undefined> {
  const { data, before, req, context } = args
  const after = {
    appointmentDate: String(data.appointmentDate ?? before?.appointmentDate ?? ''),
    status: String(data.status ?? before?.status ?? 'new'),
  }
  if (after.status === 'cancelled') {
    const kept = before?.placeKey && !dateOfPlaceKey(before.placeKey) ? before.placeKey : null
    return kept ?? releasedPlaceKey(randomUUID())
  }
  // A write that takes a person out (the privacy feature's) changes no day and no status.
  if (context.keepPlace || !needsNewPlace(before, after)) return undefined
  const wanted = (context.placeWith ?? {}) as PlaceWith
  const now = wanted.now ?? new Date()
  const [rules, others] = await Promise.all([
    // A staff member's save reads the rules as stored; a visitor's rush the few seconds' copy.
    req.user ? loadBookingRules(req.payload) : currentBookingRules(req.payload),
    othersOn(req.payload, after.appointmentDate, {
      excludeId: before?.id,
      exceptOfferHash: wanted.exceptOfferHash,
      now,
      req,
    }),
  ])
  // "Edit many" saves its bookings at the same time, and none sees the others' places yet:
  // each takes a place the saves before it in this request have not (they share its context).
  // A key one of them has stored already is counted once.
  const claimed = (context.claimedPlaces ??= []) as string[]
  const stored = new Set(others.map((holder) => holder.placeKey))
  const claimedHere = claimed
    .filter((key) => dateOfPlaceKey(key) === after.appointmentDate && !stored.has(key))
    .map((placeKey) => ({ placeKey, status: 'new' }))
  // A staff member (signed in) is not held to the visitors' lead time and horizon.
  const held = req.user ? staffBookingRules(rules) : rules
  const choice = choosePlace(after.appointmentDate, held, [...others, ...claimedHere], now)
  if (!choice.ok) {
    throw refusal(choice.availability.reason, after.appointmentDate, rules.closedDates, req)
  }
  claimed.push(choice.keys[0]!)
  return choice.keys[0]
}

const BUSY_RETRIES = 3
const TAKEN_RETRIES = 5

/**
 * Runs a booking write of the feature's own (its transaction included) again when another
 * writer took the chosen place first (MongoDB's snapshot can miss it; the unique index does
 * not) or SQLite was busy: the new try reads the day afresh and takes the next free place, or
 * finds the day full.
 */
export async function claimWithRetries<T>(write: () => Promise<T>): Promise<T> {
  for (let taken = 0, busy = 0; ;) {
    try {
      return await write()
    } catch (error) {
      if (isDuplicateOf(error, 'placeKey') && taken++ < TAKEN_RETRIES) continue
      if (isBusy(error) && busy++ < BUSY_RETRIES) continue
      throw error
    }
  }
}
