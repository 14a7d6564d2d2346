import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type PayloadRequest,
} from 'payload'

import {
  type AddressBooking,
  type AddressLimit,
  addressLimitOn,
  sameAddress,
  upcomingPerAddress,
} from '@/booking/rules/address-limit'
import type { BookingRules } from '@/booking/rules/availability'
import type { Locale } from '@/i18n/locales'
import { serverTranslator } from '@/i18n/server'
import { workshopToday } from '@/kit/format/dates'

type Id = number | string

/**
 * What a booking refused by its address's limit throws out of its write; recognised by shape,
 * not class, for the reason isDuplicateOf gives (a bundle may hold two copies of a class).
 */
type AddressLimitError = Error & { addressLimit: AddressLimit }

export const addressLimitOf = (error: unknown): AddressLimit | null =>
  (error as Partial<AddressLimitError> | null)?.addressLimit ?? null

/** The address's other bookings from today on that hold a place, read in the write's transaction. */
async function othersOfAddress(
  payload: Payload,
  email: string,
  today: string,
  req: PayloadRequest,
  excludeId?: Id,
): Promise<AddressBooking[]> {
  const { docs } = await payload.db.find<AddressBooking & { customerEmail?: string | null }>({
    collection: 'bookings',
    where: {
      and: [
        // like: case-insensitive on every adapter; it matches a part, so the whole address is
        // compared below.
        { customerEmail: { like: email.trim() } },
        { appointmentDate: { greater_than_equal: today } },
        { status: { not_equals: 'cancelled' } },
        ...(excludeId !== undefined ? [{ id: { not_equals: excludeId } }] : []),
      ],
    },
    pagination: false,
    limit: 0,
    select: { appointmentDate: true, status: true, customerEmail: true },
    req,
  })
  return docs.filter((doc) => sameAddress(doc.customerEmail, email))
}

/**
 * Runs a visitor's or customer's write (a new booking, a move) in a transaction of its own,
 * after checking the address's limit inside it; past the limit it throws (see addressLimitOf)
 * and nothing is written. Staff saves in the admin never come here: they are not limited.
 *
 * Why a check in the transaction and not a unique key like placeKey: a day's places are a
 * fixed set of keys, but "upcoming" moves with the calendar (a booking stops counting once its
 * day has passed), which a unique index cannot express without rewriting past bookings. On
 * SQLite every transaction begins IMMEDIATE (the write lock at once, for all processes) and
 * this process's transactions take turns (platform/sqlite), so the count sees every booking
 * committed before and nothing can commit between the count and the write: two requests from
 * one address at once are settled one after the other. On MongoDB a transaction reads a
 * snapshot, so two exactly simultaneous requests could each miss the other's booking.
 */
export async function withinAddressLimit<T>(
  payload: Payload,
  booking: { email: string; date: string; rules: BookingRules; now: Date; movingId?: Id },
  write: (req: PayloadRequest) => Promise<T>,
): Promise<T> {
  const req = await createLocalReq({}, payload)
  const started = await initTransaction(req)
  try {
    const others = await othersOfAddress(
      payload,
      booking.email,
      workshopToday(booking.now),
      req,
      booking.movingId,
    )
    const limit = addressLimitOn(booking.date, others, {
      max: upcomingPerAddress(booking.rules),
      today: workshopToday(booking.now),
      adds: booking.movingId === undefined,
    })
    if (limit) {
      throw Object.assign(new Error(`The address's limit refuses this booking: ${limit}`), {
        addressLimit: limit,
      })
    }
    const written = await write(req)
    if (started) await commitTransaction(req)
    return written
  } catch (error) {
    // A write that failed (a place key taken) ended the transaction already; this is a no-op then.
    if (started) await killTransaction(req)
    throw error
  }
}

/** The visitor's message for a limit, with the workshop's phone number to arrange more. */
export function addressLimitText(
  locale: Locale,
  limit: AddressLimit,
  { phone, rules }: { phone: string; rules: BookingRules },
): string {
  return serverTranslator(locale, 'BookingApi')(`limits.${limit}`, {
    phone,
    max: upcomingPerAddress(rules),
  })
}
