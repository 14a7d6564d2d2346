import type { Payload, PayloadRequest } from 'payload'

import type { Holder } from '@/booking/rules/places'

type Id = number | string

/**
 * Whatever holds a place on a day: its bookings (the moved booking left out) and the places
 * waitlist offers hold while they run (the offer being booked from left out, by its hash).
 */
export async function othersOn(
  payload: Payload,
  date: string,
  options: {
    excludeId?: Id
    exceptOfferHash?: string
    now?: Date
    req?: Partial<PayloadRequest>
  } = {},
): Promise<Holder[]> {
  const [{ docs }, held] = await Promise.all([
    payload.db.find<Holder & { id: Id }>({
      collection: 'bookings',
      where: {
        and: [
          { appointmentDate: { equals: date } },
          { status: { not_equals: 'cancelled' } },
          ...(options.excludeId !== undefined ? [{ id: { not_equals: options.excludeId } }] : []),
        ],
      },
      pagination: false,
      limit: 0,
      select: { placeKey: true, status: true },
      req: options.req,
    }),
    heldOn(payload, date, options),
  ])
  return [...docs, ...held]
}

/** The places running waitlist offers hold on a day: nobody else books them meanwhile. */
export async function heldOn(
  payload: Payload,
  date: string,
  options: { now?: Date; exceptOfferHash?: string; req?: Partial<PayloadRequest> } = {},
): Promise<Holder[]> {
  const now = options.now ?? new Date()
  const { docs } = await payload.db.find<{
    holdKey?: string | null
    offerTokenHash?: string | null
  }>({
    collection: 'waitlist',
    where: {
      and: [
        { date: { equals: date } },
        { status: { equals: 'offered' } },
        { offerExpiresAt: { greater_than: now.toISOString() } },
      ],
    },
    pagination: false,
    limit: 0,
    select: { holdKey: true, offerTokenHash: true },
    req: options.req,
  })
  return docs
    .filter((doc) => !options.exceptOfferHash || doc.offerTokenHash !== options.exceptOfferHash)
    .map((doc) => ({ placeKey: doc.holdKey, status: 'held' }))
}
