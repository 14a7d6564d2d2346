import type { Payload, PayloadRequest } from 'payload'

import type { Availability, BookingRules } from '@/booking/rules/availability'
import { choosePlace, type Holder } from '@/booking/rules/places'
import { isBusy, isDuplicateOf } from '@/platform/payload/unique'

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

export type Refusal = {
  ok: false
  status: 400 | 409
  reason: Exclude<Availability, { available: true }>['reason']
  closedReason?: string | null
}
export type Claimed<T> = { ok: true; value: T; placeKey: string }

/** 409 when the day is full, 400 when it cannot be booked at all (closed, too soon, ...). */
export const refusalOf = (state: Extract<Availability, { available: false }>): Refusal => ({
  ok: false,
  status: state.reason === 'full' ? 409 : 400,
  reason: state.reason,
  closedReason: state.closedReason,
})

const BUSY_RETRIES = 3

/**
 * Puts a booking on `date` by writing the first free place key: a key another writer took
 * first (the unique index refuses it) moves on to the next key; none left is "full". Every
 * path that books or moves a booking goes through here.
 */
export async function claimPlace<T>(
  payload: Payload,
  args: {
    date: string
    rules: BookingRules
    now: Date
    excludeId?: Id
    others?: readonly Holder[]
    req?: Partial<PayloadRequest>
    write: (placeKey: string) => Promise<T>
  },
): Promise<Claimed<T> | Refusal> {
  const others =
    args.others ??
    (await othersOn(payload, args.date, {
      excludeId: args.excludeId,
      req: args.req,
      now: args.now,
    }))
  const choice = choosePlace(args.date, args.rules, others, args.now)
  if (!choice.ok) return refusalOf(choice.availability)
  for (const placeKey of choice.keys) {
    for (let attempt = 0; ; attempt++) {
      try {
        return { ok: true, value: await args.write(placeKey), placeKey }
      } catch (error) {
        if (isDuplicateOf(error, 'placeKey')) break
        if (isBusy(error) && attempt < BUSY_RETRIES) continue
        throw error
      }
    }
  }
  return { ok: false, status: 409, reason: 'full' }
}
