import type { PayloadRequest, RequestContext } from 'payload'

import { lifecycleMails } from '@/booking/rules/lifecycle-mails'
import { bookingMailKey } from '@/booking/rules/mail-keys'
import { isLocale } from '@/i18n/locales'
import type { Booking } from '@/payload-types'

import type { BookingMailKind } from '../../mails/mail-kinds'
import { mailSettings } from '../../mails/mail-settings'
import { type MailContext, composeMail } from '../../mails/mails'
import { queueMail } from '../../mails/outbox'
import { manageUrl } from '../manage-token'

/**
 * Queues the customer's mails (and, for a change the customer made, the workshop's notice) in
 * the outbox with the save's own request, so they are part of the booking's write: stored
 * with it or, when any of them fails, rolled back with it.
 */
export async function queueLifecycleMails(args: {
  doc: Booking
  previousDoc: Booking | null
  req: PayloadRequest
  context: RequestContext
}) {
  const { doc, previousDoc, req, context } = args
  if (context.disableMails) return
  const kinds = lifecycleMails(previousDoc, doc)
  if (kinds.length === 0) return
  const byCustomer = Boolean(context.byCustomer)
  if (byCustomer && kinds.some((k) => k === 'cancelled' || k === 'moved'))
    kinds.push('workshopChange')

  const payload = req.payload
  const { settings, rules } = await mailSettings(payload, req)
  const token = typeof context.manageToken === 'string' ? context.manageToken : undefined
  const locale = isLocale(doc.locale) ? doc.locale : 'nl'
  const base: MailContext = {
    settings,
    rules,
    now: new Date(),
    byCustomer,
    ...(previousDoc && previousDoc.appointmentDate !== doc.appointmentDate
      ? { previousDate: previousDoc.appointmentDate }
      : {}),
  }
  // A mail that cannot be written fails the save: the booking and its mails are one
  // transaction, so a visitor never holds a place without a confirmation on its way (their
  // retry with the same key books again), and staff see the error instead of a silent gap.
  for (const kind of kinds) await queueOne(kind)

  async function queueOne(kind: BookingMailKind) {
    const withLink = kind === 'confirmation' && token
    // A cancellation saved together with another day names the day the customer had.
    const about =
      kind === 'cancelled' && base.previousDate
        ? { ...doc, appointmentDate: base.previousDate }
        : doc
    const mail = composeMail(
      kind,
      about,
      withLink ? { ...base, manageUrl: manageUrl(token, locale) } : base,
    )
    await queueMail(
      payload,
      {
        ...mail,
        bookingId: doc.id,
        kind,
        ...(kind === 'confirmation' || kind === 'workshop'
          ? { key: bookingMailKey(doc, kind) }
          : {}),
        ...(withLink ? { secret: token } : {}),
      },
      req,
    )
  }
}
