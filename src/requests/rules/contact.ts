import { emailAddressPattern } from '@/kit/forms/email-address'
import { multiLineText, oneLineText } from '@/kit/forms/visitor-text-fields'
import * as z from '@/platform/zod'

/** The contact form's rules; messages are keys of the ContactForm.errors messages. */
export const contactSchema = z.object({
  name: oneLineText().trim().min(1, 'name').max(100, 'tooLong'),
  email: oneLineText()
    .trim()
    .min(1, 'email')
    .max(200, 'tooLong')
    .pipe(z.email({ pattern: emailAddressPattern, error: 'emailFormat' })),
  phone: oneLineText().trim().min(1, 'phone').max(40, 'tooLong'),
  licensePlate: oneLineText().trim().min(1, 'plate').max(12, 'tooLong'),
  brand: oneLineText().trim().max(100, 'tooLong'),
  model: oneLineText().trim().max(100, 'tooLong'),
  horsepower: oneLineText()
    .trim()
    .regex(/^(\d{1,4})?$/, 'horsepower'),
  message: multiLineText().trim().max(3000, 'tooLong'),
})

export type ContactValues = z.input<typeof contactSchema>

export { contactMailto } from './contact-mailto'
