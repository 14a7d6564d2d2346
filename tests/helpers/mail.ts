import type { Payload } from 'payload'

import { smtpAdapter } from '@/platform/mail/adapter'

export type FakeMessage = {
  to: string
  subject: string
  text: string
  html?: string
  attachments?: { filename: string; content: Buffer | string }[]
}

/**
 * A mail provider for tests behind the app's real SMTP adapter: it records what it was asked
 * to deliver and fails the first `failures` attempts like a provider that is down.
 */
export function useFakeTransport(payload: Payload, failures = 0) {
  const delivered: FakeMessage[] = []
  const state = { failuresLeft: failures, attempts: 0 }
  const transport = {
    async sendMail(message: object) {
      state.attempts++
      if (state.failuresLeft > 0) {
        state.failuresLeft--
        throw new Error('421 provider unavailable')
      }
      delivered.push(message as FakeMessage)
      return { messageId: `<${delivered.length}@fake>` }
    },
  }
  const email = smtpAdapter(
    {
      defaultFromAddress: 'afspraak@chiptuning-nijmegen.nl',
      defaultFromName: 'Chiptuning Nijmegen',
    },
    transport as never,
  )({ payload })
  payload.email = email
  payload.sendEmail = email.sendEmail
  return { delivered, state }
}
