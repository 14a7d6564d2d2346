import type { EmailAdapter, Payload, SendEmailOptions, TaskConfig } from 'payload'

import { stableMessageId } from './adapter'

export const STAFF_MAIL_TASK = 'sendStaffMail'

type QueuedMessage = { from?: string; to: string[]; subject: string; html: string; text: string }
type Delivering = ReturnType<EmailAdapter> & {
  deliver: (message: SendEmailOptions) => Promise<unknown>
}

/**
 * The mails Payload sends itself (a staff password reset) go through the Jobs Queue like the
 * booking outbox: the request never waits for the provider, so a known address answers as fast
 * as an unknown one, and a provider that is down is tried again. What actually delivers is
 * `deliverNow`, used by the jobs.
 */
export function queuedAdapter(adapter: EmailAdapter): EmailAdapter {
  return ({ payload }) => {
    const inner = adapter({ payload })
    return {
      ...inner,
      deliver: inner.sendEmail,
      sendEmail: async (message: SendEmailOptions) => {
        const job = await payload.jobs.queue({
          task: STAFF_MAIL_TASK,
          input: { message: queuedMessage(message) },
        })
        return { queued: job.id }
      },
    } satisfies Delivering
  }
}

/** Sends a mail now, through the provider. Only jobs call this. */
export function deliverNow(payload: Payload, message: SendEmailOptions): Promise<unknown> {
  const email = payload.email as Delivering
  return (email.deliver ?? email.sendEmail)(message)
}

const addressList = (value: SendEmailOptions['to']): string[] =>
  Array.isArray(value)
    ? value.flatMap((item) => addressList(item as SendEmailOptions['to']))
    : typeof value === 'string'
      ? [value]
      : value?.address
        ? [value.address]
        : []

/**
 * What a job input can hold (plain JSON), with a text part for mail programs that show no HTML.
 * Payload's own mails carry simple paragraphs and one link; their text keeps the link's address.
 */
export function queuedMessage(message: SendEmailOptions): QueuedMessage {
  const html = String(message.html ?? '')
  const from = typeof message.from === 'string' ? message.from : undefined
  return {
    ...(from ? { from } : {}),
    to: addressList(message.to),
    subject: String(message.subject ?? ''),
    html,
    text: message.text ? String(message.text) : textOf(html),
  }
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"' }

function textOf(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/p>\s*/gi, '\n\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/&(amp|lt|gt|quot);/g, (_, name: string) => entities[name]!)
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}

/** Delivers one queued mail; the Jobs Queue retries it with exponential backoff. */
export const sendStaffMailTask = {
  slug: STAFF_MAIL_TASK,
  label: 'Mail aan medewerker versturen',
  inputSchema: [{ name: 'message', type: 'json', required: true }],
  retries: { attempts: 9, backoff: { type: 'exponential', delay: 30_000 } },
  handler: async ({ input, job, req }) => {
    await deliverNow(req.payload, {
      ...(input.message as SendEmailOptions),
      messageId: stableMessageId('staff-mail', job.id),
    })
    return { output: {} }
  },
} satisfies TaskConfig<{ input: { message: unknown }; output: object }>
