import type { CollectionAfterChangeHook } from 'payload'

import { queueDelivery } from '@/server/booking/outbox'

/** "Send again" ticked by staff: the mail goes back into the queue with a fresh count. */
export const resendOnRequest: CollectionAfterChangeHook = async ({ doc, req, context }) => {
  if (!doc.resend || context.outboxUpdate) return doc
  const reset = await req.payload.update({
    collection: 'booking-mails',
    id: doc.id,
    data: { resend: false, state: 'queued', attempts: 0, lastError: null },
    overrideAccess: true,
    context: { outboxUpdate: true },
    req,
  })
  await queueDelivery(req.payload, doc.id, req)
  return reset
}
