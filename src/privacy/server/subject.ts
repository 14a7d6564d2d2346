import { createHash } from 'node:crypto'

import type { Payload, PayloadRequest, Where } from 'payload'

import type { Booking, BookingMail, Lead, WaitlistEntry } from '@/payload-types'

import { anonymise } from './anonymise'

/** Who staff look up: an e-mail address, a licence plate, or both. */
export type SubjectQuery = { email?: string; plate?: string }

/** Everything held about one customer (AVG art. 15): bookings, requests, mails, the waitlist. */
export type SubjectData = {
  bookings: Booking[]
  requests: Lead[]
  mails: BookingMail[]
  waitlist: WaitlistEntry[]
}

/** The plate as people write it (16-rsl-9, 16 RSL 9) and as it is stored (16-RSL-9). */
const plateForms = (plate: string) => {
  const upper = plate.trim().toUpperCase()
  return [...new Set([upper, upper.replace(/[\s-]/g, ''), upper.replace(/\s+/g, '-')])]
}

export function subjectQuery(input: { email?: unknown; plate?: unknown }): SubjectQuery | null {
  const email = typeof input.email === 'string' ? input.email.trim().toLowerCase() : ''
  const plate = typeof input.plate === 'string' ? input.plate.trim() : ''
  if (!email && !plate) return null
  if (email.length > 200 || plate.length > 20) return null
  return { ...(email ? { email } : {}), ...(plate ? { plate } : {}) }
}

const either = (parts: (Where | null)[]): Where => ({
  or: parts.filter((part): part is Where => part !== null),
})

/** Finds every record of the customer; e-mail matches whatever its case, a plate in any form. */
export async function findSubject(
  payload: Payload,
  query: SubjectQuery,
  req?: Partial<PayloadRequest>,
): Promise<SubjectData> {
  const email = query.email?.trim().toLowerCase() || null
  const plates = query.plate ? plateForms(query.plate) : []
  const find = async <T>(
    collection: 'bookings' | 'requests' | 'waitlist' | 'booking-mails',
    where: Where,
  ) =>
    (
      await payload.find({
        collection,
        where,
        pagination: false,
        depth: 0,
        overrideAccess: true,
        req,
      })
    ).docs as T[]
  const [bookings, requests, waitlist] = await Promise.all([
    find<Booking>(
      'bookings',
      either([
        email ? { customerEmail: { like: email } } : null,
        plates.length ? { licensePlate: { in: plates } } : null,
      ]),
    ),
    find<Lead>(
      'requests',
      either([
        email ? { email: { like: email } } : null,
        plates.length ? { licensePlate: { in: plates } } : null,
      ]),
    ),
    email ? find<WaitlistEntry>('waitlist', { email: { like: email } }) : Promise.resolve([]),
  ])
  // The like operator matches a part; only the whole address is the customer's.
  const own = (value?: string | null) => !email || value?.toLowerCase() === email
  const theirBookings = bookings.filter(
    (b) => own(b.customerEmail) || plates.includes(b.licensePlate),
  )
  const theirRequests = requests.filter((r) => own(r.email) || plates.includes(r.licensePlate))
  const mails = await find<BookingMail>(
    'booking-mails',
    either([
      email ? { to: { like: email } } : null,
      theirBookings.length ? { booking: { in: theirBookings.map((b) => b.id) } } : null,
      theirRequests.length ? { request: { in: theirRequests.map((r) => r.id) } } : null,
    ]),
  )
  return {
    bookings: theirBookings,
    requests: theirRequests,
    mails: mails.filter((m) => (email && m.to.toLowerCase() === email) || m.booking || m.request),
    waitlist: waitlist.filter((w) => own(w.email)),
  }
}

/** A customer's identity in the audit trail: a fingerprint, never the address or plate itself. */
export const subjectFingerprint = (query: SubjectQuery) =>
  createHash('sha256')
    .update(
      `${query.email?.trim().toLowerCase() ?? ''}|${query.plate ? query.plate.toUpperCase().replace(/[\s-]/g, '') : ''}`,
    )
    .digest('hex')
    .slice(0, 16)

/**
 * Erases the customer (AVG art. 17): bookings and requests keep date, vehicle, package, price
 * and status for the workshop's figures without the person; their mails and waitlist entries
 * are deleted. One transaction with the audit record, through the caller's request.
 */
export async function eraseSubject(
  payload: Payload,
  data: SubjectData,
  req: PayloadRequest,
  now = new Date(),
) {
  for (const mail of data.mails)
    await payload.delete({ collection: 'booking-mails', id: mail.id, overrideAccess: true, req })
  for (const entry of data.waitlist)
    await payload.delete({ collection: 'waitlist', id: entry.id, overrideAccess: true, req })
  for (const booking of data.bookings)
    await anonymise(payload, { collection: 'bookings', id: booking.id }, { now, req })
  for (const request of data.requests)
    await anonymise(payload, { collection: 'requests', id: request.id }, { now, req })
}
