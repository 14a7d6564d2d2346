import { randomUUID } from 'node:crypto'

import type { CollectionAfterChangeHook, CollectionBeforeChangeHook } from 'payload'

import { entryMailKey, dateOfPlaceKey, noHold } from '@/booking'
import {
  waitlistJoinedMail,
  waitlistOfferMail,
  queueMail,
  WAITLIST_OFFER_TASK,
} from '@/booking/server'
import { absoluteUrl } from '@/content/server'
import { toLocale } from '@/i18n/locales'
import { routes } from '@/kit/routes/routes'
import type { WaitlistEntry } from '@/payload-types'

/** An entry that no longer holds an offer gives its place key up (staff withdrew it, it ran out). */
export const releaseHold: CollectionBeforeChangeHook<WaitlistEntry> = ({ data, originalDoc }) => {
  const status = data.status ?? originalDoc?.status
  const key = data.holdKey ?? originalDoc?.holdKey
  if (status === 'offered' || !dateOfPlaceKey(key)) return data
  return { ...data, holdKey: noHold(randomUUID()) }
}

/**
 * The waitlist's mails, in the entry's own write (stored with it or not at all): "you are on
 * the list" when it is made, the offer with its link when a place is offered. An offer that
 * ends without a booking passes the place on to the next in line.
 */
export const waitlistMails: CollectionAfterChangeHook<WaitlistEntry> = async ({
  doc,
  previousDoc,
  operation,
  req,
  context,
}) => {
  const payload = req.payload
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, req })
  if (operation === 'create') {
    const [rules, { totalDocs }] = await Promise.all([
      payload.findGlobal({ slug: 'booking-rules', depth: 0, req }),
      payload.count({
        collection: 'waitlist',
        where: {
          and: [{ date: { equals: doc.date } }, { status: { in: ['waiting', 'offered'] } }],
        },
        req,
      }),
    ])
    const mail = waitlistJoinedMail(doc, settings, {
      position: totalDocs,
      holdHours: rules.waitlistHoldHours,
    })
    await queueMail(
      payload,
      { ...mail, kind: 'waitlistJoined', key: entryMailKey('waitlist', doc, 'joined') },
      req,
    )
    return doc
  }
  const token = typeof context.offerToken === 'string' ? context.offerToken : null
  if (token && doc.status === 'offered' && doc.offerExpiresAt) {
    const url = absoluteUrl(toLocale(doc.locale ?? ''), routes.waitlistOffer(token))
    const mail = waitlistOfferMail(doc, settings, { url, expiresAt: doc.offerExpiresAt })
    await queueMail(
      payload,
      {
        ...mail,
        kind: 'waitlistOffer',
        key: entryMailKey('waitlist', doc, `offer:${doc.offeredAt}`),
        secret: token,
      },
      req,
    )
  }
  if (previousDoc?.status === 'offered' && doc.status !== 'offered' && doc.status !== 'booked') {
    await payload.jobs.queue({ task: WAITLIST_OFFER_TASK, input: { date: doc.date }, req })
  }
  return doc
}
