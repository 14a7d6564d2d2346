import { defaultLocale, locales } from '@/i18n/locales'
import { oneLineText } from '@/kit/forms/visitor-text-fields'
import * as z from '@/platform/zod'
import { contactSchema } from '@/requests/rules/contact'

/** What a visitor can ask the workshop outside a booking. */
export const requestKinds = ['contact', 'stage2', 'advice'] as const
export type RequestKind = (typeof requestKinds)[number]

/** What staff do with a request: answer it, book it, or close it. */
export const requestStatuses = ['new', 'answered', 'booked', 'closed'] as const

/**
 * One schema for the request forms (the contact form, the Stage 2 quote, personal advice) and
 * POST /api/requests. The visitor's fields and messages are the contact form's (keys of the
 * ContactForm.errors messages); the rest says what the request is about and where it came from.
 */
export const requestSchema = contactSchema.extend({
  kind: z.enum(requestKinds, { error: 'kind' }),
  buildYear: oneLineText().trim().max(100, 'tooLong').default(''),
  engine: oneLineText().trim().max(100, 'tooLong').default(''),
  /** The page the form was sent from: a path of this site, never another address. */
  page: oneLineText()
    .max(300, 'tooLong')
    .regex(/^\/(?!\/)[^\s\\]*$/, 'page')
    .default('/'),
  locale: z.enum(locales).default(defaultLocale),
  idempotencyKey: z.string({ error: 'idempotencyKey' }).regex(/^[\w-]{8,100}$/, 'idempotencyKey'),
  /** Honeypot: people never see it, form-filling bots do. */
  website: z.string().max(500).default(''),
})

export type RequestInput = z.input<typeof requestSchema>
export type VisitorRequest = z.output<typeof requestSchema>

/** The vehicle in one line, as staff read it in the list and the mails. */
export const requestVehicle = (request: {
  brand?: string | null
  model?: string | null
  buildYear?: string | null
  engine?: string | null
  horsepower?: string | number | null
}) =>
  [
    request.brand,
    request.model,
    request.buildYear,
    request.engine,
    request.horsepower ? `${request.horsepower} pk` : '',
  ]
    .map((part) => String(part ?? '').trim())
    .filter(Boolean)
    .join(' ')
