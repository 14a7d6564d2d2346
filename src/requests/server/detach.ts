import type { Payload, PayloadRequest } from 'payload'

import { deleteMailsOf } from '@/booking/server'
import { clearLinks, type Id } from '@/platform/payload/relation'

/**
 * Staff delete a request (spam, a test): its two mails, which name the visitor, go with it;
 * its audit records stay under the request's id without the link. In the delete's own
 * transaction, before the row goes: a mail still pointing at it made the database refuse.
 */
export async function detachRequest(payload: Payload, id: Id, req: PayloadRequest) {
  await deleteMailsOf(payload, { request: id }, req)
  await clearLinks(payload, [['audit-log', 'request']], id, req)
}
