import type { Payload, PayloadRequest } from 'payload'

import { clearLinks, type Id } from '@/platform/payload/relation'

import { deleteMailsOf } from '../mails/outbox'

/** What points at a booking and outlives it: each keeps its record and loses the link. */
const outliving = [
  // The entry the booking was made from stays in its day's list, as booked.
  ['waitlist', 'booking'],
  // The request it was made from stays, and can be booked again.
  ['requests', 'booking'],
  // The trail keeps who changed what under the booking's id, without the person behind it.
  ['audit-log', 'booking'],
] as const

/**
 * Staff delete a booking (a test or a spam booking): its mails go with it, so none still queued
 * goes out; what outlives it is unlinked. Runs in the delete's own transaction, before the row
 * goes, so no reference is left for the database to refuse the delete over.
 */
export async function detachBooking(payload: Payload, id: Id, req: PayloadRequest) {
  await deleteMailsOf(payload, { booking: id }, req)
  await clearLinks(payload, outliving, id, req)
}
