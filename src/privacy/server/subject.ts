import { createHash } from 'node:crypto'

import type { Payload, PayloadRequest, Where } from 'payload'

import type { Booking, BookingMail, DynoRun, Lead, WaitlistEntry } from '@/payload-types'
import { subjectQuery, type SubjectQuery } from '@/privacy/rules/subject'

import { anonymise } from './anonymise'
import { forgetRunsOfBookings, runsOfBookings } from './dyno-runs'

/**
 * Everything held about one customer (AVG art. 15): bookings, requests, mails, the waitlist,
 * and the dyno runs of their bookings (their car's measurements and report).
 */
export type SubjectData = {
  bookings: Booking[]
  requests: Lead[]
  mails: BookingMail[]
  waitlist: WaitlistEntry[]
  dynoRuns: DynoRun[]
}

type Collection = 'bookings' | 'requests' | 'waitlist' | 'booking-mails'

/**
 * Finds every record of one customer by exact match on the stored address and plate (written
 * in key form, see subject rules): a part of an address (example.com) names nobody. Mails are
 * those about the customer's own bookings and requests, and those sent to the address about
 * neither (the waitlist's); a mail about another customer's booking stays theirs, whoever it
 * went to (the workshop's notices).
 */
export async function findSubject(
  payload: Payload,
  input: SubjectQuery,
  req?: Partial<PayloadRequest>,
): Promise<SubjectData> {
  const query = subjectQuery(input)
  const email = query?.email
  const plate = query?.plate
  const find = async <T>(collection: Collection, conditions: (Where | null)[]) => {
    const or = conditions.filter((condition) => condition !== null)
    // An empty `or` matches every document.
    if (or.length === 0) return []
    const found = await payload.find({
      collection,
      where: { or },
      pagination: false,
      depth: 0,
      overrideAccess: true,
      req,
    })
    return found.docs as T[]
  }
  const [bookings, requests, waitlist] = await Promise.all([
    find<Booking>('bookings', [
      email ? { customerEmail: { equals: email } } : null,
      plate ? { licensePlate: { equals: plate } } : null,
    ]),
    find<Lead>('requests', [
      email ? { email: { equals: email } } : null,
      plate ? { licensePlate: { equals: plate } } : null,
    ]),
    find<WaitlistEntry>('waitlist', [email ? { email: { equals: email } } : null]),
  ])
  const mails = await find<BookingMail>('booking-mails', [
    bookings.length ? { booking: { in: bookings.map((b) => b.id) } } : null,
    requests.length ? { request: { in: requests.map((r) => r.id) } } : null,
    email
      ? {
          and: [
            { to: { equals: email } },
            { booking: { exists: false } },
            { request: { exists: false } },
          ],
        }
      : null,
  ])
  const dynoRuns = await runsOfBookings(
    payload,
    bookings.map((b) => b.id),
    req,
  )
  return { bookings, requests, mails, waitlist, dynoRuns }
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
 * are deleted, and so are the dyno runs of their bookings. One transaction with the audit record, through the caller's request.
 */
export async function eraseSubject(
  payload: Payload,
  data: SubjectData,
  req: PayloadRequest,
  now = new Date(),
) {
  await forgetRunsOfBookings(
    payload,
    data.bookings.map((b) => b.id),
    { req, keepPublished: false },
  )
  for (const mail of data.mails)
    await payload.delete({ collection: 'booking-mails', id: mail.id, overrideAccess: true, req })
  for (const entry of data.waitlist)
    await payload.delete({ collection: 'waitlist', id: entry.id, overrideAccess: true, req })
  for (const booking of data.bookings)
    await anonymise(payload, { collection: 'bookings', id: booking.id }, { now, req })
  for (const request of data.requests)
    await anonymise(payload, { collection: 'requests', id: request.id }, { now, req })
}
