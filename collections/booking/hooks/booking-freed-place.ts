import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'

import { WAITLIST_OFFER_TASK } from '@/booking/server'
import type { Booking } from '@/payload-types'

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
export const offerFreedPlace: CollectionAfterChangeHook<Booking> = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  if (operation !== 'update' || !previousDoc || previousDoc.status === 'cancelled') return doc
  if (doc.status === 'cancelled' || doc.appointmentDate !== previousDoc.appointmentDate)
    await offerIfWaited(previousDoc.appointmentDate, req)
  return doc
}

export const offerDeletedPlace: CollectionAfterDeleteHook<Booking> = async ({ doc, req }) => {
  if (doc.status !== 'cancelled') await offerIfWaited(doc.appointmentDate, req)
  return doc
}
