import type { z } from 'zod'

import type { Locale } from '@/i18n/locales'
import { serverTranslator } from '@/i18n/server'

const bookingErrors = [
  'date',
  'time',
  'name',
  'email',
  'emailFormat',
  'phone',
  'plate',
  'terms',
  'tooLong',
  'invalidCharacters',
  'idempotencyKey',
] as const

const waitlistErrors = [
  'name',
  'email',
  'emailFormat',
  'tooLong',
  'invalidCharacters',
  'date',
] as const

const firstKey = (error: z.ZodError) => error.issues[0]?.message ?? ''
const isOneOf = <T extends string>(list: readonly T[], key: string): key is T =>
  (list as readonly string[]).includes(key)

/** The first problem bookingSchema found, as the visitor reads it (the JSON endpoint and the plain form alike). */
export function bookingErrorText(locale: Locale, error: z.ZodError): string {
  const t = serverTranslator(locale, 'BookingApi')
  const key = firstKey(error)
  return isOneOf(bookingErrors, key) ? t(`errors.${key}`) : t('errors.body')
}

/** The first problem waitlistSchema found, in the visitor's language. */
export function waitlistErrorText(locale: Locale, error: z.ZodError): string {
  const key = firstKey(error)
  return isOneOf(waitlistErrors, key)
    ? serverTranslator(locale, 'Waitlist')(`errors.${key}`)
    : serverTranslator(locale, 'BookingApi')('errors.body')
}
