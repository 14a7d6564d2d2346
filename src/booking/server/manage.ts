import type { Payload } from 'payload'

import type { AddressLimit } from '@/booking/rules/address-limit'
import { choosePlace } from '@/booking/rules/places'
import { beforeCutoff, DEFAULT_CANCEL_CUTOFF_HOURS } from '@/booking/rules/reminder'
import { isIsoDate, workshopToday } from '@/kit/format/dates'
import type { Booking } from '@/payload-types'

import { addressLimitOf, withinAddressLimit } from './address-limit'
import { claimWithRetries, placeRefusalOf } from './lifecycle/place'
import { hashManageToken, isManageTokenShape } from './manage-token'
import { othersOn } from './places'
import { currentBookingRules } from './rules'

/** What the customer's page may show: no name, address, phone or notes. */
export type ManagedBooking = Pick<
  Booking,
  'id' | 'appointmentDate' | 'vehicle' | 'licensePlate' | 'status' | 'locale' | 'order'
> & {
  canChange: boolean
  cutoffHours: number
}

async function bookingOfToken(payload: Payload, token: string, now: Date): Promise<Booking | null> {
  if (!isManageTokenShape(token)) return null
  const { docs } = await payload.find({
    collection: 'bookings',
    where: { manageTokenHash: { equals: hashManageToken(token) } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const booking = docs[0]
  // The link is valid until the appointment day; afterwards it is unknown like any other.
  if (!booking || booking.appointmentDate < workshopToday(now)) return null
  return booking
}

export async function findManagedBooking(
  payload: Payload,
  token: string,
  now = new Date(),
): Promise<ManagedBooking | null> {
  return (await managedWithAddress(payload, token, now))?.managed ?? null
}

/** The managed booking and, for the limit a move is held to, its address (never shown). */
async function managedWithAddress(payload: Payload, token: string, now: Date) {
  const booking = await bookingOfToken(payload, token, now)
  if (!booking) return null
  const rules = await currentBookingRules(payload)
  const cutoffHours = rules.cancelCutoffHours ?? DEFAULT_CANCEL_CUTOFF_HOURS
  const managed: ManagedBooking = {
    id: booking.id,
    appointmentDate: booking.appointmentDate,
    vehicle: booking.vehicle,
    licensePlate: booking.licensePlate,
    status: booking.status,
    locale: booking.locale,
    order: booking.order,
    cutoffHours,
    canChange:
      (booking.status === 'new' || booking.status === 'confirmed') &&
      beforeCutoff(booking.appointmentDate, rules.startTime, now, cutoffHours),
  }
  return { managed, email: booking.customerEmail }
}

export type ManageResult =
  | { ok: true }
  | {
      ok: false
      error: 'not-found' | 'cutoff' | 'invalid-date' | 'full' | 'unavailable' | 'too-many'
      reason?: string
    }
  | { ok: false; error: 'limit'; reason: AddressLimit }

/** The customer cancels up to the cut-off; customer and workshop are mailed. */
export async function cancelByCustomer(
  payload: Payload,
  token: string,
  now = new Date(),
): Promise<ManageResult> {
  const managed = await findManagedBooking(payload, token, now)
  if (!managed) return { ok: false, error: 'not-found' }
  if (!managed.canChange) return { ok: false, error: 'cutoff' }
  await payload.update({
    collection: 'bookings',
    id: managed.id,
    data: { status: 'cancelled' },
    overrideAccess: true,
    context: { byCustomer: true, disableRevalidate: true },
  })
  return { ok: true }
}

/**
 * The customer moves to another free day, through the same place rule as a new booking: two
 * customers moving into a day's last place cannot both win, the unique place key refuses one.
 * The address's limit holds as for a new booking, the moved booking itself not counted: never
 * onto a day the address has another booking on.
 */
export async function moveByCustomer(
  payload: Payload,
  token: string,
  date: string,
  now = new Date(),
): Promise<ManageResult> {
  const found = await managedWithAddress(payload, token, now)
  if (!found) return { ok: false, error: 'not-found' }
  const { managed, email } = found
  if (!managed.canChange) return { ok: false, error: 'cutoff' }
  if (!isIsoDate(date)) return { ok: false, error: 'invalid-date' }
  if (date === managed.appointmentDate) return { ok: true }
  const rules = await currentBookingRules(payload)
  // A day that cannot take it is said before the address's limit is looked at (as for a new
  // booking); the save's own place step decides in its transaction.
  const choice = choosePlace(
    date,
    rules,
    await othersOn(payload, date, { excludeId: managed.id, now }),
    now,
  )
  if (!choice.ok) {
    const { reason } = choice.availability
    return { ok: false, error: reason === 'full' ? 'full' : 'unavailable', reason }
  }
  try {
    await claimWithRetries(() =>
      withinAddressLimit(payload, { email, date, rules, now, movingId: managed.id }, (req) =>
        payload.update({
          collection: 'bookings',
          id: managed.id,
          req,
          data: { appointmentDate: date },
          overrideAccess: true,
          context: { byCustomer: true, disableRevalidate: true, placeWith: { now } },
        }),
      ),
    )
    return { ok: true }
  } catch (error) {
    const limit = addressLimitOf(error)
    if (limit) return { ok: false, error: 'limit', reason: limit }
    const reason = placeRefusalOf(error)
    if (reason) return { ok: false, error: reason === 'full' ? 'full' : 'unavailable', reason }
    throw error
  }
}
