import { Resend } from 'resend'

export type Mail = {
  to: string
  subject: string
  text: string
  replyTo?: string
  attachments?: { filename: string; content: string; contentType: string }[]
}

export type Mailer = { kind: 'resend' | 'log'; send: (mail: Mail) => Promise<void> }

/**
 * Resend when RESEND_API_KEY is set; otherwise mails are written to the server log, so a
 * workshop without a mail account (and every test) still sees what would have gone out.
 */
export function createMailer(env: NodeJS.ProcessEnv = process.env): Mailer {
  const from = env.MAIL_FROM || 'Chiptuning Nijmegen <afspraak@chiptuning-nijmegen.nl>'
  if (env.RESEND_API_KEY) {
    const resend = new Resend(env.RESEND_API_KEY)
    return {
      kind: 'resend',
      async send(mail) {
        const { error } = await resend.emails.send({
          from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          replyTo: mail.replyTo,
          attachments: mail.attachments?.map((a) => ({ filename: a.filename, content: Buffer.from(a.content).toString('base64'), contentType: a.contentType })),
        })
        if (error) throw new Error(`Resend: ${error.message}`)
      },
    }
  }
  return {
    kind: 'log',
    async send(mail) {
      const attachments = mail.attachments?.map((a) => a.filename).join(', ') || 'none'
      console.info(`[mail] to ${mail.to}: ${mail.subject}\n${mail.text}\n[mail] attachments: ${attachments}`)
    },
  }
}
