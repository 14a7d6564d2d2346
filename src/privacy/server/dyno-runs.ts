import type { Payload, PayloadRequest } from 'payload'

import type { DynoRun } from '@/payload-types'

type Id = number | string

// Dyno runs linked to a booking are the customer's data: privacy reads and forgets them by the
// collection's slug, as it does bookings and requests, so that it imports no feature above it.

/** The runs linked to these bookings (a customer's export, erasure, retention, report). */
export async function runsOfBookings(
  payload: Payload,
  bookings: readonly Id[],
  req?: Partial<PayloadRequest>,
): Promise<DynoRun[]> {
  if (bookings.length === 0) return []
  const { docs } = await payload.find({
    collection: 'dyno-runs',
    where: { booking: { in: [...bookings] } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return docs
}

/**
 * Takes the runs out of a customer's reach and record: an erasure deletes them all (their car's
 * measurements and the report); a booking past its retention period keeps only its published
 * runs, unlinked from it and without a report link, as the workshop's anonymous measurements.
 */
export async function forgetRunsOfBookings(
  payload: Payload,
  bookings: readonly Id[],
  { req, keepPublished }: { req?: PayloadRequest; keepPublished: boolean },
): Promise<number> {
  let forgotten = 0
  for (const run of await runsOfBookings(payload, bookings, req)) {
    if (keepPublished && run.published) {
      await payload.update({
        collection: 'dyno-runs',
        id: run.id,
        overrideAccess: true,
        req,
        context: { dynoSystem: true },
        data: { booking: null, reportTokenHash: null, reportSentAt: null },
      })
    } else {
      await payload.delete({ collection: 'dyno-runs', id: run.id, overrideAccess: true, req })
    }
    forgotten++
  }
  return forgotten
}
