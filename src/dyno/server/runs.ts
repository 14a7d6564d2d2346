import type { Payload, PayloadRequest } from 'payload'

import type { DynoCurve } from '@/dyno/rules/parse'
import type { DynoRun } from '@/payload-types'

type Id = number | string

export type StoredRun = {
  id: Id
  date: string
  engine: Id | null
  before: DynoCurve
  after: DynoCurve
}

const idOf = (value: unknown): Id | null =>
  value && typeof value === 'object' && 'id' in value
    ? (value as { id: Id }).id
    : ((value as Id | null | undefined) ?? null)

/** A stored run as the feature reads it: its date, engine and both curves, nothing about a person. */
export const storedRun = (doc: DynoRun): StoredRun | null =>
  doc.before && doc.after
    ? {
        id: doc.id,
        date: doc.date,
        engine: idOf(doc.engine),
        before: doc.before as unknown as DynoCurve,
        after: doc.after as unknown as DynoCurve,
      }
    : null

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
