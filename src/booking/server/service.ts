import type { Payload } from 'payload'

import type { AddressLimit } from '@/booking/rules/address-limit'
import type { UnavailableReason } from '@/booking/rules/availability'
import type { BookingReply } from '@/booking/rules/endpoints'
import { composeNotes } from '@/booking/rules/notes'
import type { BookingRequest } from '@/booking/rules/schema'
import { vehicleName } from '@/booking/rules/vehicle'
import { serverTranslator } from '@/i18n/server'
import { isDuplicateOf, isRefusedValue } from '@/platform/payload/unique'

import { addressLimitOf, addressLimitText, withinAddressLimit } from './address-limit'
import { quoteForPage } from './package'
import { claimPlace, heldOn } from './places'
import { currentBookingRules } from './rules'

/**
 * `limit`: refused by the address's limit (address-limit.ts), for pages that word it themselves;
 * `reason`: refused by the day (full, closed, ...), for pages that offer what comes next.
 */
export type BookingAnswer = {
  status: number
  body: BookingReply
  limit?: AddressLimit
  reason?: UnavailableReason
}

const succeeded = (bookingId: number | string | undefined, status = 201): BookingAnswer => ({
  status,
  body: { success: true, ...(bookingId !== undefined ? { bookingId } : {}) },
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
 * Stores a validated booking without ever overbooking: each booking claims a place
 * "<date>#<n>" on a unique index, so concurrent requests (in any number of processes) that
 * race for the last place cannot both win. One address holds at most a few upcoming bookings,
 * never two on a day (withinAddressLimit). The booking's mails go into the outbox with it and
 * are delivered by the Jobs Queue, so the visitor never waits for (or fails on) the provider.
 */
export async function createBooking(
  payload: Payload,
  request: BookingRequest,
  /** offerHash: booked from a waitlist offer, whose held place this booking may take. */
  options: { now?: Date; offerHash?: string } = {},
): Promise<BookingAnswer> {
  const now = options.now ?? new Date()
  const t = serverTranslator(request.locale, 'BookingApi')
  // Bots fill the hidden field; they get a success and nothing is stored.
  if (request.website.trim()) return succeeded(undefined, 200)

  // One query answers both questions: was this request seen before, and which places are taken?
  const [rules, { docs }] = await Promise.all([
    currentBookingRules(payload),
    // The database adapter directly: this runs for every attempt in a rush, and the Local API's
    // access checks and hooks add several milliseconds a query without changing the answer.
    payload.db.find<{
      id: number | string
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
  const keyReused = (): BookingAnswer => ({
    status: 409,
    body: { success: false, error: t('errors.idempotencyKey') },
  })
  const retried = docs.find((doc) => doc.idempotencyKey === request.idempotencyKey)
  if (retried) return sameBooking(retried, request) ? succeeded(retried.id, 200) : keyReused()
  const others = [
    ...docs.filter(
      (doc) => doc.appointmentDate === request.appointmentDate && doc.status !== 'cancelled',
    ),
    ...(await heldOn(payload, request.appointmentDate, {
      now,
      exceptOfferHash: options.offerHash,
    })),
  ]

  const notes = composeNotes(request)
  const vehicle = vehicleName(request)
  const priced = request.enginePath
    ? await quoteForPage(payload, {
        address: request.enginePath,
        options: request.packageOptions,
        locale: request.locale,
        now,
      })
    : null
  // Nothing is stored for an engine software cannot tune, or an option its fuel cannot take.
  if (priced?.kind === 'refused') {
    return { status: 422, body: { success: false, error: t(`package.${priced.reason}`) } }
  }
  const order = priced?.kind === 'quote' ? priced.quote : null
  try {
    const claimed = await claimPlace(payload, {
      date: request.appointmentDate,
      rules,
      now,
      others,
      write: (placeKey) =>
        withinAddressLimit(
          payload,
          { email: request.customerEmail, date: request.appointmentDate, rules, now },
          (req) =>
            payload.create({
              collection: 'bookings',
              req,
              overrideAccess: true,
              context: { disableRevalidate: true, placeClaimed: true },
              data: {
                appointmentDate: request.appointmentDate,
                appointmentTime: rules.startTime,
                status: 'new',
                customerName: request.customerName,
                customerEmail: request.customerEmail,
                customerPhone: request.customerPhone,
                licensePlate: request.licensePlate,
                brand: request.brand,
                model: request.model,
                buildYear: request.buildYear,
                engine: request.engine,
                vehicle,
                notes,
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
                placeKey,
                locale: request.locale,
                consentAt: now.toISOString(),
                idempotencyKey: request.idempotencyKey,
              },
            }),
        ),
    })
    if (!claimed.ok) {
      return {
        status: claimed.status,
        body: { success: false, error: t(`reasons.${claimed.reason}`) },
        reason: claimed.reason,
      }
    }
    return succeeded(claimed.value.id)
  } catch (error) {
    const limit = addressLimitOf(error)
    // The same request sent twice at once: the second finds the first's booking on its day.
    if (limit || isDuplicateOf(error, 'idempotencyKey')) {
      const first = await bookingWithKey(payload, request.idempotencyKey)
      if (first) return sameBooking(first, request) ? succeeded(first.id, 200) : keyReused()
    }
    if (limit) {
      const { phone } = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
      const message = addressLimitText(request.locale, limit, { phone, rules })
      return { status: 409, body: { success: false, error: message }, limit }
    }
    if (isRefusedValue(error))
      return { status: 400, body: { success: false, error: t('errors.body') } }
    throw error
  }
}
