import type { TaskConfig } from 'payload'

import { deliverMail, MAIL_RETRIES, MAIL_RETRY_DELAY_MS, MAIL_TASK } from '../mails/outbox'

/** Delivers one outbox mail; the Jobs Queue retries it with exponential backoff. */
export const sendBookingMailTask = {
  slug: MAIL_TASK,
  label: 'Afspraakmail versturen',
  inputSchema: [{ name: 'mailId', type: 'text', required: true }],
  retries: { attempts: MAIL_RETRIES, backoff: { type: 'exponential', delay: MAIL_RETRY_DELAY_MS } },
  handler: async ({ input, req }) => {
    await deliverMail(req.payload, input.mailId)
    return { output: {} }
  },
} satisfies TaskConfig<{ input: { mailId: string }; output: object }>
