import type { Payload, PayloadRequest } from 'payload'

import { anonymous } from '@/privacy/rules/retention'

import { forgetRunsOfBookings } from './dyno-runs'

/** Writes that take a person out: no mails, no place claimed (no day or status changes), no audit of a staff change. */
export const quietly = {
  disableMails: true,
  disableRevalidate: true,
  keepPlace: true,
  retention: true,
}

type Target = { collection: 'bookings' | 'requests'; id: number | string }

/**
 * Takes the person out of a booking or request: name, e-mail, phone, plate and notes or message
 * go; date, vehicle, package, price and status stay for the workshop's figures. Its stored
 * mails, which name the person, are deleted with it. A booking's dyno runs go too, except
 * the published ones, which stay on the site unlinked from it (they never named the person).
 */
export async function anonymise(
  payload: Payload,
  { collection, id }: Target,
  { now, req }: { now: Date; req?: PayloadRequest },
) {
  const relation = collection === 'bookings' ? 'booking' : 'request'
  await payload.delete({
    collection: 'booking-mails',
    where: { [relation]: { equals: id } },
    overrideAccess: true,
    req,
  })
  if (collection === 'bookings')
    await forgetRunsOfBookings(payload, [id], { req, keepPublished: true })
  const person =
    collection === 'bookings'
      ? {
          customerName: anonymous.name,
          customerEmail: anonymous.email(id),
          customerPhone: anonymous.phone,
          notes: null,
          cancelReason: null,
        }
      : { name: anonymous.name, email: anonymous.email(id), phone: anonymous.phone, message: null }
  await payload.update({
    collection,
    id,
    overrideAccess: true,
    req,
    context: quietly,
    data: { ...person, licensePlate: anonymous.plate, anonymisedAt: now.toISOString() },
  })
}
