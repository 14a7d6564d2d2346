import type { CollectionAfterChangeHook, PayloadRequest } from 'payload'

import {
  mailSettings,
  composeMail,
  queueDelivery,
  hashManageToken,
  manageUrl,
  newManageToken,
} from '@/booking/server'
import { isLocale } from '@/i18n/locales'
import type { BookingMail } from '@/payload-types'
import { renderMail, senderFrom } from '@/platform/mail/render'

/**
 * A delivered confirmation keeps no manage link (only its hash is stored, and the copy loses the
 * token once sent), so sent again as it is its link would lead nowhere. It is written anew
 * with a new link, which replaces the old one: the customer asked again because the first mail
 * was lost.
 */
async function withNewManageLink(mail: BookingMail, req: PayloadRequest) {
  const id = typeof mail.booking === 'object' && mail.booking ? mail.booking.id : mail.booking
  if (!id) return {}
  const token = newManageToken()
  const booking = await req.payload.update({
    collection: 'bookings',
    id,
    data: { manageTokenHash: hashManageToken(token) },
    overrideAccess: true,
    context: { disableMails: true, disableRevalidate: true },
    req,
  })
  const { settings, rules } = await mailSettings(req.payload, req)
  const locale = isLocale(booking.locale) ? booking.locale : 'nl'
  const link = manageUrl(token, locale)
  const { subject, text, calendar } = composeMail('confirmation', booking, {
    settings,
    rules,
    now: new Date(),
    byCustomer: false,
    manageUrl: link,
  })
  // Both parts anew, as the outbox writes them: the stored HTML still holds the old link.
  const rendered = await renderMail(text, senderFrom(settings), locale, [link])
  return { subject, text: rendered.text, html: rendered.html, calendar, secret: token }
}

/** "Send again" ticked by staff: the mail goes back into the queue with a fresh count. */
export const resendOnRequest: CollectionAfterChangeHook<BookingMail> = async ({
  doc,
  req,
  context,
}) => {
  if (!doc.resend || context.outboxUpdate) return doc
  const renewed =
    doc.kind === 'confirmation' && !doc.secret ? await withNewManageLink(doc, req) : {}
  const reset = await req.payload.update({
    collection: 'booking-mails',
    id: doc.id,
    data: { resend: false, state: 'queued', attempts: 0, lastError: null, ...renewed },
    overrideAccess: true,
    context: { outboxUpdate: true },
    req,
  })
  await queueDelivery(req.payload, doc.id, req)
  return reset
}
