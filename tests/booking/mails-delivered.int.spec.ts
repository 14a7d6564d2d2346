import { describe, expect, it } from 'vitest'

import { requestSchema } from '@/requests/rules/request'
import { createRequest } from '@/requests/server/service'

import { deliveringPayload } from './outbox-jobs'
import { bookingRequest } from '../helpers/booking'
import { postBooking } from '../helpers/post-booking'
import { addressedTo } from '../helpers/smtp'

/**
 * Mails as a customer's mail program reads them: delivered by the outbox to a real SMTP server
 * on loopback and parsed with mailparser. Each has an HTML and a plain-text part, in the
 * customer's language, with absolute links and the workshop's name, address, KvK and BTW.
 */
describe('mails people trust', () => {
  const { t, mail } = deliveringPayload()

  const deliver = () => t.payload.jobs.run({ limit: 50 })

  function expectTrustworthy(received: (typeof mail.received)[number]) {
    expect(received.html).toBeTruthy()
    expect(received.text).toBeTruthy()
    // The text part is text: no markup left in it.
    expect(received.text).not.toMatch(/<\/?[a-z][^>]*>/i)
    for (const part of [received.text!, received.html as string]) {
      expect(part).toContain('Chiptuning Nijmegen')
      expect(part).toContain('Kerkenbos 1012, 6546 BB Nijmegen')
      expect(part).toContain('KvK 12345678')
    }
    // Every link in the HTML is absolute.
    const hrefs = [...String(received.html).matchAll(/href="([^"]+)"/g)].map((m) => m[1]!)
    for (const href of hrefs) expect(href).toMatch(/^(https?:|mailto:|tel:)/)
  }

  it("sends a booking's confirmation as HTML and text, with its manage link and invite", async () => {
    const request = bookingRequest({ customerEmail: 'klant@example.de', locale: 'de' })
    expect((await postBooking(t.payload, request)).status).toBe(201)
    await deliver()
    const confirmation = await mail.waitFor((m) => addressedTo(m, 'klant@example.de'))
    expectTrustworthy(confirmation)
    expect(confirmation.text).toContain('USt-IdNr. NL001234567B01')
    const link = /https?:\/\/\S+\/afspraak\/beheren\/\S+/.exec(confirmation.text!)![0]
    expect(confirmation.html).toContain(`href="${link}"`)
    expect(confirmation.attachments.some((a) => a.contentType === 'text/calendar')).toBe(true)
    const notice = await mail.waitFor(
      (m) =>
        m.subject?.includes(request.customerName) === true && !addressedTo(m, 'klant@example.de'),
    )
    expectTrustworthy(notice)
    expect(notice.text).toContain('BTW NL001234567B01')
  })

  it("sends a request's confirmation to the visitor in their language, as HTML and text", async () => {
    const request = requestSchema.parse({
      kind: 'advice',
      name: 'Sam Taylor',
      email: 'sam@example.co.uk',
      phone: '+44 20 7946 0000',
      licensePlate: 'AB-12-CD',
      brand: 'BMW',
      model: '320d',
      message: 'Which package suits me?',
      horsepower: '',
      page: '/en/merken/bmw',
      locale: 'en',
      idempotencyKey: `mails-request-${Date.now()}`,
    })
    expect((await createRequest(t.payload, request)).status).toBe(201)
    await deliver()
    const received = await mail.waitFor((m) => addressedTo(m, 'sam@example.co.uk'))
    expect(received.subject).toBe('We have received your request')
    expectTrustworthy(received)
    expect(received.text).toContain('VAT NL001234567B01')
    expect(received.text).toContain('Which package suits me?')
  })
})
