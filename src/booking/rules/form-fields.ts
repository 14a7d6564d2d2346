import { type FormFields, texts, ticked } from '@/kit/forms/form-fields'

import type { BookingInput } from './schema'
import type { WaitlistInput } from './waitlist'

/** The booking form's text fields, by the names the form and the JSON endpoint share. */
export const bookingTextFields = [
  'appointmentDate',
  'brand',
  'model',
  'buildYear',
  'engine',
  'customerName',
  'customerEmail',
  'customerPhone',
  'licensePlate',
  'notes',
  'enginePath',
  'packageOptions',
  'website',
] as const

/** bookingSchema's input as a form holds it: consent is a box, ticked or not, until the schema judges it. */
export type BookingFormInput = Omit<BookingInput, 'termsAccepted'> & { termsAccepted: boolean }

/**
 * The booking form posted without script, as bookingSchema's input. The key that makes a
 * repeated post one booking comes from the form when it has one; a page kept in a cache for
 * everyone cannot carry one per visitor, so the server gives it one (`newKey`) then.
 */
export function bookingFromForm(
  fields: FormFields,
  { locale, newKey }: { locale: string; newKey: () => string },
): BookingFormInput {
  return {
    ...texts(fields, bookingTextFields),
    termsAccepted: ticked(fields.termsAccepted),
    locale: locale as BookingInput['locale'],
    idempotencyKey: fields.idempotencyKey || newKey(),
  }
}

/** A full day's waitlist posted without script, as waitlistSchema's input. */
export function waitlistFromForm(fields: FormFields, locale: string): WaitlistInput {
  return {
    ...texts(fields, ['date', 'name', 'email', 'vehicle', 'website'] as const),
    locale: locale as WaitlistInput['locale'],
  }
}
