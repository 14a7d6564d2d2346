import type { Payload } from 'payload'

import type { AddressLimit } from '@/booking/rules/address-limit'
import type { BookingRules, UnavailableReason } from '@/booking/rules/availability'
import { composeNotes } from '@/booking/rules/notes'
import { choosePlace } from '@/booking/rules/places'
import type { BookingRequest } from '@/booking/rules/schema'
import { vehicleName } from '@/booking/rules/vehicle'
import { isDuplicateOf, isRefusedValue } from '@/platform/payload/unique'

import { addressLimitOf, withinAddressLimit } from './address-limit'
import { claimWithRetries, type PlaceWith, placeRefusalOf } from './lifecycle/place'
import { quoteForPage } from './package'
import { heldOn } from './places'
import { currentBookingRules } from './rules'

type Id = number | string

/**
 * What became of a visitor's booking, for the route (or page) to answer in its own way:
 * `booked` (`repeated`: a request seen before, answered with its first booking), `ignored`
 * (a bot filled the hidden field: nothing stored), `unavailable` (the day: full, closed, too
 * soon, ...), `package` (the engine or an option cannot be tuned), `keyReused` (a known key
 * sent with another day or address), `limit` (the address's limit, with what the message
 * names: the workshop's phone and the rules), `invalid` (a value Payload refused).
 */
export type BookingOutcome =
  | { kind: 'booked'; bookingId: Id; repeated: boolean }
  | { kind: 'ignored' }
  | { kind: 'unavailable'; reason: UnavailableReason }
  | { kind: 'package'; reason: 'untunable' | 'option' }
  | { kind: 'keyReused' }
  | { kind: 'limit'; limit: AddressLimit; phone: string; rules: BookingRules }
  | { kind: 'invalid' }

const booked = (bookingId: Id, repeated = false): BookingOutcome => ({
  kind: 'booked',
  bookingId,
  repeated,
})

/**
 * A key seen before answers with the first answer only for the same booking. Sent again with
 * another day or address (the reply to the first was lost, then the visitor changed the form
 * on a page from before the form made a new key for that), it would look booked while the
 * change was dropped: it is refused.
 */
const sameBooking = (
  stored: { appointmentDate: string; customerEmail?: string | null },
  request: BookingRequest,
) =>
  stored.appointmentDate === request.appointmentDate &&
  stored.customerEmail?.toLowerCase() === request.customerEmail.toLowerCase()

async function bookingWithKey(payload: Payload, idempotencyKey: string) {
  const { docs } = await payload.find({
    collection: 'bookings',
    where: { idempotencyKey: { equals: idempotencyKey } },
    limit: 1,
    depth: 0,
  })
  return docs[0]
}

/**
 * Stores a validated booking without ever overbooking: its save claims a place "<date>#<n>"
 * on a unique index inside its transaction (lifecycle/place.ts, the one place rule of every
 * booking save), so concurrent requests (in any number of processes) that race for the last
 * place cannot both win. One address holds at most a few upcoming bookings, never two on a day
 * (withinAddressLimit). The booking's mails go into the outbox with it and are delivered by the
 * Jobs Queue, so the visitor never waits for (or fails on) the provider.
 */
export async function createBooking(
  payload: Payload,
  request: BookingRequest,
  /**
   * offer: booked from a waitlist offer, whose held place this booking may take; its entry is
   * marked booked in the booking's own transaction, so its hold and the booking never both
   * count against the day (which would turn the next offer's visitor away).
   */
  options: { now?: Date; offer?: { hash: string; entryId: Id } } = {},
): Promise<BookingOutcome> {
  const now = options.now ?? new Date()
  // Bots fill the hidden field; they get a success and nothing is stored.
  if (request.website.trim()) return { kind: 'ignored' }

  // One query answers both questions: was this request seen before, and which places are taken?
  const [rules, { docs }] = await Promise.all([
    currentBookingRules(payload),
    // The database adapter directly: this runs for every attempt in a rush, and the Local API's
    // access checks and hooks add several milliseconds a query without changing the answer.
    payload.db.find<{
      id: Id
      idempotencyKey?: string | null
      placeKey?: string | null
      appointmentDate: string
      customerEmail?: string | null
      status: string
    }>({
      collection: 'bookings',
      where: {
        or: [
          { idempotencyKey: { equals: request.idempotencyKey } },
          {
            and: [
              { appointmentDate: { equals: request.appointmentDate } },
              { status: { not_equals: 'cancelled' } },
            ],
          },
        ],
      },
      pagination: false,
      limit: 0,
      select: {
        idempotencyKey: true,
        placeKey: true,
        appointmentDate: true,
        customerEmail: true,
        status: true,
      },
    }),
  ])
  const retried = docs.find((doc) => doc.idempotencyKey === request.idempotencyKey)
  if (retried)
    return sameBooking(retried, request) ? booked(retried.id, true) : { kind: 'keyReused' }
  const priced = request.enginePath
    ? await quoteForPage(payload, {
        address: request.enginePath,
        options: request.packageOptions,
        locale: request.locale,
        now,
      })
    : null
  // Nothing is stored for an engine software cannot tune, or an option its fuel cannot take.
  if (priced?.kind === 'refused') return { kind: 'package', reason: priced.reason }
  // A day that is full (or closed, too soon, ...) already is refused before any write: in a
  // rush most attempts end here, without waiting for the write lock. The save's own place
  // step decides for the others.
  const others = [
    ...docs.filter(
      (doc) => doc.appointmentDate === request.appointmentDate && doc.status !== 'cancelled',
    ),
    ...(await heldOn(payload, request.appointmentDate, {
      now,
      exceptOfferHash: options.offer?.hash,
    })),
  ]
  const choice = choosePlace(request.appointmentDate, rules, others, now)
  if (!choice.ok) return { kind: 'unavailable', reason: choice.availability.reason }

  const order = priced?.kind === 'quote' ? priced.quote : null
  try {
    const made = await claimWithRetries(() =>
      withinAddressLimit(
        payload,
        { email: request.customerEmail, date: request.appointmentDate, rules, now },
        async (req) => {
          const made = await payload.create({
            collection: 'bookings',
            req,
            overrideAccess: true,
            context: {
              disableRevalidate: true,
              placeWith: { now, exceptOfferHash: options.offer?.hash } satisfies PlaceWith,
            },
            data: bookingData(request, { startTime: rules.startTime, order, now }),
          })
          if (options.offer)
            await payload.update({
              collection: 'waitlist',
              id: options.offer.entryId,
              req,
              overrideAccess: true,
              data: { status: 'booked', booking: made.id as number },
            })
          return made
        },
      ),
    )
    return booked(made.id)
  } catch (error) {
    const refused = placeRefusalOf(error)
    if (refused) return { kind: 'unavailable', reason: refused }
    const limit = addressLimitOf(error)
    // The same request sent twice at once: the second finds the first's booking on its day.
    if (limit || isDuplicateOf(error, 'idempotencyKey')) {
      const first = await bookingWithKey(payload, request.idempotencyKey)
      if (first) return sameBooking(first, request) ? booked(first.id, true) : { kind: 'keyReused' }
    }
    if (limit) {
      const { phone } = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
      return { kind: 'limit', limit, phone, rules }
    }
    if (isRefusedValue(error)) return { kind: 'invalid' }
    throw error
  }
}

type Quote = Extract<Awaited<ReturnType<typeof quoteForPage>>, { kind: 'quote' }>['quote']

/** The booking as stored: what the visitor entered, the package as priced, the consent's time. */
const bookingData = (
  request: BookingRequest,
  { startTime, order, now }: { startTime: string; order: Quote | null; now: Date },
) => ({
  appointmentDate: request.appointmentDate,
  appointmentTime: startTime,
  status: 'new' as const,
  customerName: request.customerName,
  customerEmail: request.customerEmail,
  customerPhone: request.customerPhone,
  licensePlate: request.licensePlate,
  brand: request.brand,
  model: request.model,
  buildYear: request.buildYear,
  engine: request.engine,
  vehicle: vehicleName(request),
  notes: composeNotes(request),
  ...(order
    ? {
        order: {
          lines: order.lines,
          total: order.total,
          promotion: order.promotion,
          normalPrice: order.normalPrice ?? null,
        },
      }
    : {}),
  locale: request.locale,
  consentAt: now.toISOString(),
  idempotencyKey: request.idempotencyKey,
})
