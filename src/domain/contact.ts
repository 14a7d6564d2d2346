import { z } from '@/domain/zod'

import { mailtoHref } from './links'

/** The contact form's rules; messages are keys of the ContactForm.errors messages. */
export const contactSchema = z.object({
  name: z.string().trim().min(1, 'name').max(100, 'tooLong'),
  email: z.string().trim().min(1, 'email').max(200, 'tooLong').pipe(z.email('emailFormat')),
  phone: z.string().trim().min(1, 'phone').max(40, 'tooLong'),
  licensePlate: z.string().trim().min(1, 'plate').max(12, 'tooLong'),
  brand: z.string().trim().max(100, 'tooLong'),
  model: z.string().trim().max(100, 'tooLong'),
  horsepower: z.string().trim().regex(/^(\d{1,4})?$/, 'horsepower'),
  message: z.string().trim().max(3000, 'tooLong'),
})

export type ContactValues = z.input<typeof contactSchema>

/** The mail draft the form opens: labelled Dutch lines, as the workshop reads them. */
export function contactMailto(to: string, values: z.output<typeof contactSchema>): string {
  const missing = 'Niet opgegeven'
  const body = [
    `Naam: ${values.name}`,
    `E-mail: ${values.email}`,
    `Telefoonnummer: ${values.phone}`,
    `Kenteken: ${values.licensePlate.toUpperCase()}`,
    `Auto merk: ${values.brand || missing}`,
    `Model: ${values.model || missing}`,
    `PK: ${values.horsepower || missing}`,
    '',
    'Bericht:',
    values.message || 'Geen bericht',
  ].join('\n')
  return mailtoHref(to, `Contact Form Submission from ${values.name}`, body)
}
