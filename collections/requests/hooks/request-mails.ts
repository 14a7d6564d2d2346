import type { CollectionAfterChangeHook } from 'payload'

import { entryMailKey } from '@/booking'
import { queueMail } from '@/booking/server'
import type { Lead } from '@/payload-types'
import { publicOrigin } from '@/platform/site-url'
import { requestNoticeMail, requestReceivedMail } from '@/requests/server'

/**
 * A new request is mailed to the workshop and confirmed to the visitor through the outbox, in
 * the request's own write: stored without its mails, or its mails without it, never.
 */
export const queueRequestMails: CollectionAfterChangeHook<Lead> = async ({
  doc,
  operation,
  req,
}) => {
  if (operation !== 'create') return doc
  const settings = await req.payload.findGlobal({ slug: 'site-settings', depth: 0, req })
  const adminLink = `${publicOrigin()}/admin/collections/requests/${doc.id}`
  await queueMail(
    req.payload,
    {
      ...requestNoticeMail(doc, settings, adminLink),
      requestId: doc.id,
      kind: 'requestNotice',
      key: entryMailKey('request', doc, 'notice'),
    },
    req,
  )
  await queueMail(
    req.payload,
    {
      ...requestReceivedMail(doc, settings),
      requestId: doc.id,
      kind: 'requestReceived',
      key: entryMailKey('request', doc, 'received'),
    },
    req,
  )
  return doc
}
