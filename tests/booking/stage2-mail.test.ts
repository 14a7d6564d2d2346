import { createTranslator } from 'next-intl'
import { describe, expect, it } from 'vitest'

import de from '@/messages/de.json'
import en from '@/messages/en.json'
import nl from '@/messages/nl.json'

const vehicle = { brand: 'Audi', model: 'A4', year: '2015-2019', engine: '2.0 TDI 150hp' }
const mail = (locale: 'nl' | 'en' | 'de', messages: typeof nl) => {
  const t = createTranslator({ locale, messages, namespace: 'Engine' })
  return { subject: t('stage2MailSubject', vehicle), body: t('stage2MailBody', vehicle) }
}

describe('Stage 2 quote mail', () => {
  it('has the subject of the spec and a Dutch body with the vehicle and blank lines to fill in', () => {
    const { subject, body } = mail('nl', nl)
    expect(subject).toBe('Offerte Stage 2 - Audi A4 2015-2019 2.0 TDI 150hp')
    expect(body).toContain('Merk: Audi\nModel: A4\nBouwjaar: 2015-2019\nMotor: 2.0 TDI 150hp')
    for (const line of ['Naam: ', 'E-mail: ', 'Telefoonnummer: ', 'Bericht: '])
      expect(body.split('\n')).toContain(line)
  })

  it.each([
    ['en', en, 'Stage 2 quote - Audi A4 2015-2019 2.0 TDI 150hp', 'Brand: Audi', 'Name: '],
    ['de', de, 'Angebot Stage 2 - Audi A4 2015-2019 2.0 TDI 150hp', 'Marke: Audi', 'Name: '],
  ] as const)(
    'is written in the page language on /%s',
    (locale, messages, subject, brandLine, nameLine) => {
      const written = mail(locale, messages)
      expect(written.subject).toBe(subject)
      expect(written.body.split('\n')).toEqual(expect.arrayContaining([brandLine, nameLine]))
      expect(written.body).not.toMatch(/Merk:|Bouwjaar|Met vriendelijke groet/)
    },
  )
})
