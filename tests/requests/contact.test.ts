import { describe, expect, it } from 'vitest'

import { contactMailto, contactSchema } from '@/requests/rules/contact'

const filled = {
  name: 'Eva Jansen',
  email: 'eva@example.nl',
  phone: '0612345678',
  licensePlate: 'xz-123-b',
  brand: '',
  model: '',
  horsepower: '',
  message: '',
}

describe('contact form', () => {
  it('needs name, email, phone and plate; the rest is optional', () => {
    expect(contactSchema.safeParse(filled).success).toBe(true)
    for (const [field, message] of [
      ['name', 'name'],
      ['email', 'email'],
      ['phone', 'phone'],
      ['licensePlate', 'plate'],
    ] as const) {
      expect(contactSchema.safeParse({ ...filled, [field]: '  ' }).error?.issues[0]?.message).toBe(
        message,
      )
    }
    expect(contactSchema.safeParse({ ...filled, email: 'eva@' }).error?.issues[0]?.message).toBe(
      'emailFormat',
    )
    expect(
      contactSchema.safeParse({ ...filled, horsepower: 'veel' }).error?.issues[0]?.message,
    ).toBe('horsepower')
  })

  it('refuses control and bidi characters in every field, and keeps the message’s lines', () => {
    const first = (change: object) =>
      contactSchema.safeParse({ ...filled, ...change }).error?.issues[0]?.message
    expect(first({ name: 'Eva\r\nBcc: evil@example.com' })).toBe('invalidCharacters')
    expect(first({ phone: '06\u0000' })).toBe('invalidCharacters')
    expect(first({ brand: '\u202eidua' })).toBe('invalidCharacters')
    expect(first({ message: 'Hi \u0000 daar' })).toBe('invalidCharacters')
    expect(contactSchema.parse({ ...filled, message: 'Hoi,\r\n\r\nEva' }).message).toBe(
      'Hoi,\n\nEva',
    )
  })

  it('opens a mail to the company with the subject and labelled body of the spec', () => {
    const href = contactMailto(
      'info@example.nl',
      contactSchema.parse({ ...filled, brand: 'Audi', horsepower: '150' }),
    )
    const params = new URLSearchParams(href.split('?')[1])
    expect(href.startsWith('mailto:info@example.nl?')).toBe(true)
    expect(params.get('subject')).toBe('Contact Form Submission from Eva Jansen')
    expect(params.get('body')).toBe(
      'Naam: Eva Jansen\r\nE-mail: eva@example.nl\r\nTelefoonnummer: 0612345678\r\nKenteken: XZ-123-B\r\nAuto merk: Audi\r\nModel: Niet opgegeven\r\nPK: 150\r\n\r\nBericht:\r\nGeen bericht',
    )
  })
})
