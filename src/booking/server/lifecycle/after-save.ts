import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionBeforeDeleteHook,
  PayloadRequest,
} from 'payload'

import type { Booking } from '@/payload-types'
import { recordChange, recordDelete } from '@/privacy/server'

import { detachBooking } from '../detach'
import { WAITLIST_OFFER_TASK } from '../waitlist-task'
import { queueLifecycleMails } from './mails'

/** Queues the offer of a day's freed place, when anyone waits for that day. */
async function offerIfWaited(date: string, req: PayloadRequest) {
  const { totalDocs } = await req.payload.count({
    collection: 'waitlist',
    where: { and: [{ date: { equals: date } }, { status: { equals: 'waiting' } }] },
    req,
  })
  if (totalDocs > 0)
    await req.payload.jobs.queue({ task: WAITLIST_OFFER_TASK, input: { date }, req })
}

/**
 * A booking that gives its day's place up (cancelled, moved to another day) lets the day's
 * waitlist have it: the offer goes out from the Jobs Queue, in its own write.
 */
async function offerFreedPlace(doc: Booking, previousDoc: Booking | null, req: PayloadRequest) {
  if (!previousDoc || previousDoc.status === 'cancelled') return
  if (doc.status === 'cancelled' || doc.appointmentDate !== previousDoc.appointmentDate)
    await offerIfWaited(previousDoc.appointmentDate, req)
}

/**
 * Everything a booking's save sets off once written, in the save's own transaction, whoever
 * saved it: the customer's (and the workshop's) mails, the freed place offered to the day's
 * waitlist, and the audit entry of a staff member's change.
 */
export async function afterBookingSave(
  args: Parameters<CollectionAfterChangeHook<Booking>>[0],
): Promise<Booking> {
  const { doc, operation, req, context, collection } = args
  const previousDoc = operation === 'update' ? args.previousDoc : null
  await queueLifecycleMails({ doc, previousDoc, req, context })
  await offerFreedPlace(doc, previousDoc, req)
  const joins = collection.flattenedFields.flatMap((f) => (f.type === 'join' ? [f.name] : []))
  await recordChange(req, { target: 'bookings', operation, doc, previousDoc, joins })
  return doc
}

/** Staff deleting a booking delete its mails with it and unlink what outlives it. */
export const beforeBookingDelete = ({ id, req }: Parameters<CollectionBeforeDeleteHook>[0]) =>
  detachBooking(req.payload, id, req)

/** A deleted booking that held a place offers it to the day's waitlist; staff's delete is on the trail. */
export async function afterBookingDelete({
  doc,
  id,
  req,
}: Parameters<CollectionAfterDeleteHook<Booking>>[0]): Promise<Booking> {
  if (doc.status !== 'cancelled') await offerIfWaited(doc.appointmentDate, req)
  await recordDelete(req, 'bookings', id)
  return doc
}
