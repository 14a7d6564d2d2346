// Upstream: no upstream issue found; upstream source: payload/dist/checkPayloadDependencies.js
// checkPayloadDependencies (a development server stops when a package of PAYLOAD_PACKAGE_LIST, the
// mail adapters among them, has another version than payload; on the registry they stop at 3.90.1).
// Canary (runs the check; the registry half is a version match): tests/platform/upstream/payload.test.ts.

import nodemailer, { type Transporter } from 'nodemailer'
import type { EmailAdapter, SendEmailOptions } from 'payload'
import { Resend } from 'resend'

import { oneLineHeader, withOneLineHeaders } from './headers'
import { type Env, serverEnv } from '../env'

export const DEFAULT_MAIL_FROM = 'Chiptuning Nijmegen <afspraak@chiptuning-nijmegen.nl>'

/** Adapters that deliver nothing: the booking outbox marks their mails "kept", not "sent". */
export const KEEPING_ADAPTERS = new Set(['kept', 'development-log'])

type MailEnv = Pick<Env, 'RESEND_API_KEY' | 'SMTP_URL' | 'MAIL_FROM' | 'NODE_ENV'>

export function parseFrom(from: string): { name: string; address: string } {
  const match = /^\s*(.*?)\s*<([^<>]+)>\s*$/.exec(from)
  return match
    ? { name: match[1]!.replace(/^"|"$/g, ''), address: match[2]! }
    : { name: '', address: from.trim() }
}

/**
 * Payload's mail adapter (config `email`), for staff mails (password reset) and the booking
 * outbox alike: Resend with RESEND_API_KEY, SMTP with SMTP_URL. (Payload's packaged adapters
 * pin payload 3.90.1 and stop a 3.90.2 dev server, so these wrap the same libraries directly.) Without either, development prints mails
 * to the log, and production keeps booking mails in the database (collection E-mails) for
 * staff to read: customer data never reaches a production log.
 */
export function mailAdapter(env: MailEnv = serverEnv()): EmailAdapter | Promise<EmailAdapter> {
  const from = parseFrom(env.MAIL_FROM?.trim() || DEFAULT_MAIL_FROM)
  const defaults = { defaultFromAddress: from.address, defaultFromName: from.name }
  if (env.RESEND_API_KEY?.trim())
    return resendAdapter(defaults, new Resend(env.RESEND_API_KEY.trim()))
  if (env.SMTP_URL?.trim())
    return smtpAdapter(defaults, nodemailer.createTransport(env.SMTP_URL.trim()))
  return env.NODE_ENV === 'production' ? keptAdapter(defaults) : developmentLogAdapter(defaults)
}

type Defaults = { defaultFromAddress: string; defaultFromName: string }

/**
 * The Message-ID of one stored mail, the same on every try: a runner that died after the
 * provider took the mail sends it again under the same ID, which mail programs show once;
 * Resend takes it as the idempotency key and sends it only once.
 */
export function stableMessageId(kind: string, id: number | string, env: MailEnv = serverEnv()) {
  const domain = parseFrom(env.MAIL_FROM?.trim() || DEFAULT_MAIL_FROM).address.split('@')[1]
  return `<${kind}-${id}@${domain || 'chiptuning-nijmegen.nl'}>`
}

const fromOf = (message: SendEmailOptions, defaults: Defaults) =>
  oneLineHeader(
    typeof message.from === 'string' && message.from
      ? message.from
      : `${defaults.defaultFromName} <${defaults.defaultFromAddress}>`,
  )

type Recipients = SendEmailOptions['to']

/** Every address of a recipient list, however nodemailer lets it be nested. */
const addresses = (value: Recipients): string[] =>
  Array.isArray(value)
    ? value.flatMap((item) => addresses(item as Recipients))
    : typeof value === 'string'
      ? [value]
      : value?.address
        ? [value.address]
        : []

const contentOf = (content: unknown) =>
  Buffer.isBuffer(content)
    ? content
    : Buffer.from(typeof content === 'string' ? content : String(content ?? ''))

/** Resend's SDK; a refused mail throws, so the outbox tries again later. */
export function resendAdapter(defaults: Defaults, resend: Pick<Resend, 'emails'>): EmailAdapter {
  return () => ({
    name: 'resend',
    ...defaults,
    sendEmail: async (sent) => {
      const message = withOneLineHeaders(sent)
      const messageId = typeof message.messageId === 'string' ? message.messageId : undefined
      const { data, error } = await resend.emails.send(
        {
          from: fromOf(message, defaults),
          to: addresses(message.to),
          replyTo: addresses(message.replyTo),
          subject: message.subject ?? '',
          text: String(message.text ?? ''),
          ...(message.html ? { html: String(message.html) } : {}),
          attachments: (message.attachments ?? []).map((a) => ({
            filename: String(a.filename),
            content: contentOf(a.content),
            ...(a.contentType ? { contentType: a.contentType } : {}),
          })),
        },
        messageId ? { idempotencyKey: messageId } : undefined,
      )
      if (error) throw new Error(`Resend: ${error.message}`)
      return data
    },
  })
}

/** Any SMTP server through nodemailer (SMTP_URL, e.g. smtp://user:password@host:587). */
export function smtpAdapter(
  defaults: Defaults,
  transport: Pick<Transporter, 'sendMail'>,
): EmailAdapter {
  return () => ({
    name: 'smtp',
    ...defaults,
    sendEmail: async (sent) => {
      const message = withOneLineHeaders(sent)
      return transport.sendMail({ from: fromOf(message, defaults), ...message })
    },
  })
}

function keptAdapter(defaults: Defaults): EmailAdapter {
  return ({ payload }) => ({
    name: 'kept',
    ...defaults,
    sendEmail: async (message) => {
      // Only the count: addresses, subjects and bodies are customer data.
      payload.logger.warn(
        `No mail provider configured: a mail to ${addresses(message.to).length} recipient(s) was not sent. Booking mails are kept in the admin (E-mails); set RESEND_API_KEY or SMTP_URL.`,
      )
      return { kept: true }
    },
  })
}

function developmentLogAdapter(defaults: Defaults): EmailAdapter {
  return ({ payload }) => ({
    name: 'development-log',
    ...defaults,
    sendEmail: async (sent) => {
      const message = withOneLineHeaders(sent)
      const attachments = (message.attachments ?? []).map((a) => a.filename).join(', ') || 'none'
      payload.logger.info(
        `[mail] to ${JSON.stringify(message.to)}: ${message.subject}\n${message.text}\n[mail] attachments: ${attachments}`,
      )
      return { logged: true }
    },
  })
}
