import type { Payload } from 'payload'

import { isIsoDate, workshopToday } from '@/booking/rules/dates'
import { beforeCutoff, DEFAULT_CANCEL_CUTOFF_HOURS } from '@/booking/rules/reminder'
import type { Booking } from '@/payload-types'

import { hashManageToken, isManageTokenShape } from './manage-token'
import { claimPlace } from './places'
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
  const booking = await bookingOfToken(payload, token, now)
  if (!booking) return null
  const rules = await currentBookingRules(payload)
  const cutoffHours = rules.cancelCutoffHours ?? DEFAULT_CANCEL_CUTOFF_HOURS
  return {
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
}

export type ManageResult =
  | { ok: true }
  | {
      ok: false
      error: 'not-found' | 'cutoff' | 'invalid-date' | 'full' | 'unavailable' | 'too-many'
      reason?: string
    }

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
 */
export async function moveByCustomer(
  payload: Payload,
  token: string,
  date: string,
  now = new Date(),
): Promise<ManageResult> {
  const managed = await findManagedBooking(payload, token, now)
  if (!managed) return { ok: false, error: 'not-found' }
  if (!managed.canChange) return { ok: false, error: 'cutoff' }
  if (!isIsoDate(date)) return { ok: false, error: 'invalid-date' }
  if (date === managed.appointmentDate) return { ok: true }
  const rules = await currentBookingRules(payload)
  const claimed = await claimPlace(payload, {
    date,
    rules,
    now,
    excludeId: managed.id,
    write: (placeKey) =>
      payload.update({
        collection: 'bookings',
        id: managed.id,
        data: { appointmentDate: date, placeKey },
        overrideAccess: true,
        context: { placeClaimed: true, byCustomer: true, disableRevalidate: true },
      }),
  })
  if (claimed.ok) return { ok: true }
  return {
    ok: false,
    error: claimed.status === 409 ? 'full' : 'unavailable',
    reason: claimed.reason,
  }
}
