import type { Payload, PayloadRequest } from 'payload'

import type { Availability, BookingRules } from '@/booking/rules/availability'
import { choosePlace, type Holder } from '@/booking/rules/places'

import { isBusy, isDuplicateOf } from './unique'

type Id = number | string

/** The other bookings of a day that could hold a place (the moved booking left out). */
export async function othersOn(
  payload: Payload,
  date: string,
  options: { excludeId?: Id; req?: Partial<PayloadRequest> } = {},
) {
  const { docs } = await payload.db.find<Holder & { id: Id }>({
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
  })
  return docs
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
    (await othersOn(payload, args.date, { excludeId: args.excludeId, req: args.req }))
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
