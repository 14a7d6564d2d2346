import type { Payload } from 'payload'

import type { AddressLimit } from '@/booking/rules/address-limit'
import { bookingSchema } from '@/booking/rules/schema'
import { holdsOffer } from '@/booking/rules/waitlist'
import { toLocale } from '@/i18n/locales'

import { hashManageToken, isManageTokenShape } from './manage-token'
import { createBooking } from './service'

// A waitlist offer's link: the place it holds, booked by the visitor it was offered to
// (waitlist.ts offers the places; this books one).

/** The offer a link names, while it is the visitor's to book. */
export async function findOffer(payload: Payload, token: string, now = new Date()) {
  if (!isManageTokenShape(token)) return null
  const { docs } = await payload.find({
    collection: 'waitlist',
    where: { offerTokenHash: { equals: hashManageToken(token) } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const entry = docs[0]
  if (!entry) return null
  return { entry, open: holdsOffer(entry, now) }
}

export type OfferBooking = {
  customerName: string
  customerPhone: string
  licensePlate: string
  notes: string
  termsAccepted: boolean
}

/** The booking checks an offer's form can fail, as keys of BookingApi.errors. */
export const offerFormErrors = [
  'name',
  'phone',
  'plate',
  'terms',
  'tooLong',
  'invalidCharacters',
  'body',
] as const
export type OfferFormError = (typeof offerFormErrors)[number]

export type OfferResult =
  | { ok: true }
  | { ok: false; error: 'unknown' | 'gone' | 'invalid'; reason?: OfferFormError }
  | { ok: false; error: 'limit'; reason: AddressLimit }

/**
 * Books the place an offer holds, through the one booking path (schema, place key, mails):
 * the offer's own hold is left out of the day's holders, so its place is free to it alone.
 * The entry's key makes a second send answer the first booking, and the entry is marked booked
 * in the booking's own write. The address's limit holds as
 * for any visitor's booking; the offer stays open meanwhile (a booking cancelled frees it).
 */
export async function bookFromOffer(
  payload: Payload,
  token: string,
  details: OfferBooking,
  now = new Date(),
): Promise<OfferResult> {
  const found = await findOffer(payload, token, now)
  if (!found) return { ok: false, error: 'unknown' }
  const { entry } = found
  if (entry.status === 'booked') return { ok: true }
  if (!found.open) return { ok: false, error: 'gone' }
  const locale = toLocale(entry.locale ?? '')
  const parsed = bookingSchema.safeParse({
    appointmentDate: entry.date,
    customerName: details.customerName,
    customerEmail: entry.email,
    customerPhone: details.customerPhone,
    licensePlate: details.licensePlate,
    // The waitlist kept the vehicle as one line; the workshop reads it with the notes.
    notes: [entry.vehicle, details.notes].filter((line) => line?.trim()).join('\n'),
    termsAccepted: details.termsAccepted,
    locale,
    idempotencyKey: `waitlist-${entry.id}`,
  })
  if (!parsed.success) {
    const key = parsed.error.issues[0]?.message ?? ''
    return {
      ok: false,
      error: 'invalid',
      reason: (offerFormErrors as readonly string[]).includes(key)
        ? (key as OfferFormError)
        : 'body',
    }
  }
  const outcome = await createBooking(payload, parsed.data, {
    now,
    offer: { hash: hashManageToken(token), entryId: entry.id },
  })
  if (outcome.kind === 'limit') return { ok: false, error: 'limit', reason: outcome.limit }
  if (outcome.kind !== 'booked') return { ok: false, error: 'gone' }
  return { ok: true }
}
