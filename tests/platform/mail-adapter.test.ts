import type { Payload } from 'payload'
import { describe, expect, it, vi } from 'vitest'

import { mailAdapter, parseFrom, resendAdapter } from '@/platform/mail/adapter'

const fakePayload = () => {
  const logged: string[] = []
  const log = (line: string) => void logged.push(line)
  return { payload: { logger: { info: log, warn: log, error: log } } as unknown as Payload, logged }
}
const message = {
  to: 'jan@example.nl',
  subject: 'Bevestiging voor Jan de Vries',
  text: 'Kenteken AB-123-C',
}

describe('mail adapter', () => {
  it('uses Resend with a key, SMTP with a URL', async () => {
    const { payload } = fakePayload()
    expect((await mailAdapter({ RESEND_API_KEY: 're_123' }))({ payload }).name).toBe('resend')
    expect((await mailAdapter({ SMTP_URL: 'smtp://u:p@localhost:2525' }))({ payload }).name).toBe(
      'smtp',
    )
  })

  it('keeps mails out of the production log when no provider is configured', async () => {
    const { payload, logged } = fakePayload()
    const adapter = (await mailAdapter({ NODE_ENV: 'production' }))({ payload })
    expect(adapter.name).toBe('kept')
    await adapter.sendEmail(message)
    expect(logged.join('\n')).not.toMatch(/jan@example\.nl|Jan de Vries|AB-123-C/)
  })

  it('prints mails in development', async () => {
    const { payload, logged } = fakePayload()
    await (await mailAdapter({ NODE_ENV: 'development' }))({ payload }).sendEmail(message)
    expect(logged.join('\n')).toContain('AB-123-C')
  })

  it('sends through Resend with the sender from MAIL_FROM and throws what Resend refuses', async () => {
    const send = vi
      .fn()
      .mockResolvedValueOnce({ data: { id: '1' }, error: null })
      .mockResolvedValueOnce({ data: null, error: { message: 'invalid key' } })
    const { payload } = fakePayload()
    const adapter = resendAdapter({ defaultFromAddress: 'a@b.nl', defaultFromName: 'Werkplaats' }, {
      emails: { send },
    } as never)({ payload })
    await adapter.sendEmail({
      ...message,
      attachments: [{ filename: 'afspraak.ics', content: 'BEGIN:VCALENDAR' }],
    })
    expect(send.mock.calls[0]![0]).toMatchObject({
      from: 'Werkplaats <a@b.nl>',
      to: ['jan@example.nl'],
      attachments: [{ filename: 'afspraak.ics' }],
    })
    await expect(adapter.sendEmail(message)).rejects.toThrow('Resend: invalid key')
  })

  it('puts the subject and sender on one line, whatever text they were made of', async () => {
    const send = vi.fn().mockResolvedValue({ data: { id: '1' }, error: null })
    const { payload, logged } = fakePayload()
    const resend = resendAdapter(
      { defaultFromAddress: 'a@b.nl', defaultFromName: 'Werk\r\nBcc: x@evil.example' },
      { emails: { send } } as never,
    )({ payload })
    const injected = { ...message, subject: 'Aanvraag van Jan\r\nBcc: evil@example.com\u0000' }
    await resend.sendEmail(injected)
    expect(send.mock.calls[0]![0]).toMatchObject({
      subject: 'Aanvraag van Jan Bcc: evil@example.com',
      from: 'Werk Bcc: x@evil.example <a@b.nl>',
    })
    await resend.sendEmail({ ...injected, from: 'Werkplaats\n <a@b.nl>' })
    expect(send.mock.calls[1]![0].from).toBe('Werkplaats <a@b.nl>')
    // The development log reads one line per mail header too.
    await (await mailAdapter({ NODE_ENV: 'development' }))({ payload }).sendEmail(injected)
    expect(logged.at(-1)).toContain(': Aanvraag van Jan Bcc: evil@example.com\n')
  })

  it('reads "Name <address>" senders', () => {
    expect(parseFrom('Chiptuning Nijmegen <afspraak@chiptuning-nijmegen.nl>')).toEqual({
      name: 'Chiptuning Nijmegen',
      address: 'afspraak@chiptuning-nijmegen.nl',
    })
    expect(parseFrom('afspraak@example.nl')).toEqual({ name: '', address: 'afspraak@example.nl' })
  })
})
