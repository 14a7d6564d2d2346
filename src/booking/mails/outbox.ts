import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type PayloadRequest,
} from 'payload'

import { inviteContentType } from '@/booking/rules/ics'
import { mailOutdated } from '@/booking/rules/mail-currency'
import { KEEPING_ADAPTERS, stableMessageId } from '@/platform/mail/adapter'
import { deliverNow } from '@/platform/mail/queued'
import { renderMail, senderFrom } from '@/platform/mail/render'
import { isDuplicateOf } from '@/platform/payload/unique'

import type { MailKind } from './mail-kinds'
import type { ComposedMail } from './mails'

export const MAIL_TASK = 'sendBookingMail'
/** Ten tries, the waits doubling from 30 s: a provider outage of up to ~8 hours loses nothing. */
export const MAIL_RETRIES = 9
export const MAIL_RETRY_DELAY_MS = 30_000

type Id = number | string

export type QueuedMail = ComposedMail & {
  /** What the mail is about: a booking, or a visitor's request. */
  bookingId?: Id
  requestId?: Id
  kind: MailKind
  /** At most one mail per key (confirmation, reminder): a second queue attempt is a no-op. */
  key?: string
  /** The manage token in the text; removed from the stored copy once the mail is delivered. */
  secret?: string
}

/**
 * Writes the mail into the outbox and queues the job that delivers it, with the caller's
 * request, so both belong to the booking's write (one transaction where the adapter runs
 * them). Returns the job's id, or null when a mail with this key was queued before.
 */
export async function queueMail(
  payload: Payload,
  mail: QueuedMail,
  req?: PayloadRequest,
): Promise<Id | null> {
  if (req) return writeMail(payload, mail, req, { shared: true })
  // Without a caller's write, the mail and its job still go in one transaction of their own,
  // so neither is stored without the other.
  const own = await createLocalReq({}, payload)
  const started = await initTransaction(own)
  try {
    const job = await writeMail(payload, mail, own, { shared: false })
    if (started) await commitTransaction(own)
    return job
  } catch (error) {
    if (started) await killTransaction(own)
    throw error
  }
}

async function writeMail(
  payload: Payload,
  mail: QueuedMail,
  req: PayloadRequest,
  { shared }: { shared: boolean },
): Promise<Id | null> {
  // In the caller's write the keys are new by construction (they name the booking's creation);
  // a mail queued on its own (a reminder) may find its key taken by an earlier run.
  if (!shared && mail.key && (await mailWithKey(payload, mail.key, req))) return null
  let mailId: Id
  // Written once, as HTML with its text part, in the mail's language: a retry sends the same.
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, req })
  const rendered = await renderMail(mail.text, senderFrom(settings), mail.language, mail.links)
  try {
    const doc = await payload.create({
      collection: 'booking-mails',
      overrideAccess: true,
      req,
      data: {
        booking: mail.bookingId as number | undefined,
        request: mail.requestId as number | undefined,
        kind: mail.kind,
        key: mail.key,
        to: mail.to,
        replyTo: mail.replyTo,
        subject: mail.subject,
        text: rendered.text,
        html: rendered.html,
        calendar: mail.calendar,
        secret: mail.secret,
        state: 'queued',
        attempts: 0,
      },
    })
    mailId = doc.id
  } catch (error) {
    // A failed create ends the transaction it ran in (Payload rolls it back). In the caller's
    // transaction that is the booking's own write, so it must fail too, never go on as stored.
    if (!shared && mail.key && isDuplicateOf(error, 'key')) return null
    throw error
  }
  return queueDelivery(payload, mailId, req)
}

async function mailWithKey(payload: Payload, key: string, req: PayloadRequest) {
  const { docs } = await payload.find({
    collection: 'booking-mails',
    where: { key: { equals: key } },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return docs[0] ?? null
}

/** A deleted booking or request takes its mails along: none still queued goes out for it. */
export async function deleteMailsOf(
  payload: Payload,
  about: { booking: Id } | { request: Id },
  req: PayloadRequest,
) {
  await payload.delete({
    collection: 'booking-mails',
    where:
      'booking' in about
        ? { booking: { equals: about.booking } }
        : { request: { equals: about.request } },
    depth: 0,
    overrideAccess: true,
    req,
  })
}

export async function queueDelivery(
  payload: Payload,
  mailId: Id,
  req?: PayloadRequest,
): Promise<Id> {
  const job = await payload.jobs.queue({ task: MAIL_TASK, input: { mailId: String(mailId) }, req })
  return job.id
}

/**
 * One delivery attempt, run by the job. A mail already delivered is not sent twice (a job
 * retried after a crash between sending and recording), nor one that a later change to the
 * booking has overtaken (it shows "withdrawn"). A failure is recorded and thrown, so the Jobs
 * Queue tries again after its backoff; after the last try the mail shows "failed".
 */
export async function deliverMail(payload: Payload, mailId: Id): Promise<void> {
  const mail = await payload.findByID({
    collection: 'booking-mails',
    id: mailId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!mail || mail.state === 'sent' || mail.state === 'kept') return
  const attempt = (mail.attempts ?? 0) + 1
  const update = (data: Record<string, unknown>) =>
    payload.update({
      collection: 'booking-mails',
      id: mailId,
      data,
      overrideAccess: true,
      context: { outboxUpdate: true },
    })
  const bookingId =
    typeof mail.booking === 'object' && mail.booking ? mail.booking.id : mail.booking
  const booking = bookingId
    ? await payload.findByID({
        collection: 'bookings',
        id: bookingId,
        depth: 0,
        overrideAccess: true,
        disableErrors: true,
      })
    : null
  if (mailOutdated(mail, booking)) {
    await update({ state: 'withdrawn', lastError: null })
    return
  }
  try {
    await deliverNow(payload, {
      messageId: stableMessageId('booking-mail', mailId),
      to: mail.to,
      replyTo: mail.replyTo ?? undefined,
      subject: mail.subject,
      text: mail.text,
      ...(mail.html ? { html: mail.html } : {}),
      attachments: mail.calendar
        ? [
            {
              filename: 'afspraak.ics',
              content: Buffer.from(mail.calendar),
              contentType: inviteContentType(mail.calendar),
            },
          ]
        : undefined,
    })
  } catch (error) {
    const lastTry = attempt > MAIL_RETRIES
    await update({
      attempts: attempt,
      lastError: error instanceof Error ? error.message : String(error),
      state: lastTry ? 'failed' : 'queued',
    })
    payload.logger.error(
      `Booking mail ${mailId} (${mail.kind}): attempt ${attempt} failed${lastTry ? ', giving up' : ', will retry'}`,
    )
    throw error
  }
  const kept = KEEPING_ADAPTERS.has(payload.email.name)
  // Once delivered, the stored copy no longer needs the customer's manage link.
  const forget = (copy: string) => copy.split(mail.secret!).join('…')
  const delivered =
    !kept && mail.secret
      ? { text: forget(mail.text), html: mail.html ? forget(mail.html) : null, secret: null }
      : {}
  await update({
    attempts: attempt,
    state: kept ? 'kept' : 'sent',
    sentAt: new Date().toISOString(),
    lastError: null,
    ...delivered,
  })
}
