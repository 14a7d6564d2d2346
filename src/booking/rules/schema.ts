import { defaultLocale, locales } from '@/i18n/locales'
import { isIsoDate } from '@/kit/format/dates'
import { emailAddressPattern } from '@/kit/forms/email-address'
import { multiLineText, oneLineText } from '@/kit/forms/visitor-text-fields'
import * as z from '@/platform/zod'

/**
 * One schema for the booking form and POST /api/bookings. Messages are keys of the
 * Booking.errors messages, so the form and the API answer in the visitor's language.
 */
/**
 * Every text field follows the visitors' text rule (no control characters, no bidi controls;
 * notes keep their lines). NUL in particular is cut off or empties the value in the database,
 * after which the stored booking fails its own checks and staff can no longer save it.
 */
const text = (max: number, { multiline = false, missing = 'body' } = {}) =>
  (multiline ? multiLineText({ missing }) : oneLineText({ missing })).trim().max(max, 'tooLong')
/** Left out, null or empty, a required field gets its own message, in the spec's order. */
const required = (max: number, message: string) => text(max, { missing: message }).min(1, message)
/** Optional text may also be left out or sent as null (the spec's notes are "text or null"). */
const optional = (max: number, options: { multiline?: boolean } = {}) =>
  text(max, options)
    .nullish()
    .transform((value) => value ?? '')

export const bookingSchema = z.object({
  appointmentDate: z.string({ error: 'date' }).refine(isIsoDate, 'date'),
  appointmentTime: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'time')
    .default('09:00'),
  // A name has at least one letter, in any script.
  customerName: required(100, 'name').regex(/\p{L}/u, 'name'),
  customerEmail: required(200, 'email').pipe(
    z.email({ pattern: emailAddressPattern, error: 'emailFormat' }),
  ),
  customerPhone: required(40, 'phone'),
  licensePlate: required(12, 'plate').transform((plate) => plate.toUpperCase()),
  brand: optional(100),
  model: optional(100),
  buildYear: optional(100),
  engine: optional(100),
  notes: optional(2000, { multiline: true }),
  /** The engine page the visitor came from and the options chosen there (Stage 1's package). */
  enginePath: optional(300),
  packageOptions: optional(500),
  termsAccepted: z.literal(true, 'terms'),
  locale: z.enum(locales).default(defaultLocale),
  idempotencyKey: z.string({ error: 'idempotencyKey' }).regex(/^[\w-]{8,100}$/, 'idempotencyKey'),
  /** Honeypot: people never see it, form-filling bots do. */
  website: z.string().max(500).default(''),
})

export type BookingInput = z.input<typeof bookingSchema>
export type BookingRequest = z.output<typeof bookingSchema>

export { firstFailedCheck, firstRefusedCheck, formCheckOrder, type FormCheck } from './checks'
