import { emailAddressPattern } from '@/content/rules/email-address'
import { z } from '@/platform/zod'

/** The contact form's rules; messages are keys of the ContactForm.errors messages. */
export const contactSchema = z.object({
  name: z.string().trim().min(1, 'name').max(100, 'tooLong'),
  email: z
    .string()
    .trim()
    .min(1, 'email')
    .max(200, 'tooLong')
    .pipe(z.email({ pattern: emailAddressPattern, error: 'emailFormat' })),
  phone: z.string().trim().min(1, 'phone').max(40, 'tooLong'),
  licensePlate: z.string().trim().min(1, 'plate').max(12, 'tooLong'),
  brand: z.string().trim().max(100, 'tooLong'),
  model: z.string().trim().max(100, 'tooLong'),
  horsepower: z
    .string()
    .trim()
    .regex(/^(\d{1,4})?$/, 'horsepower'),
  message: z.string().trim().max(3000, 'tooLong'),
})

export type ContactValues = z.input<typeof contactSchema>

export { contactMailto, contactMailtoWithoutScript } from './contact-mailto'
