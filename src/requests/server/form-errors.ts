import type { z } from 'zod'

import type { Locale } from '@/i18n/locales'
import { serverTranslator } from '@/i18n/server'

const requestErrors = [
  'name',
  'email',
  'emailFormat',
  'phone',
  'plate',
  'horsepower',
  'tooLong',
  'invalidCharacters',
] as const

/** The first problem requestSchema found, in the visitor's language, and the field it is about. */
export function requestErrorText(
  locale: Locale,
  error: z.ZodError,
): { error: string; field: PropertyKey | null } {
  const issue = error.issues[0]
  const key = issue?.message ?? ''
  const text = (requestErrors as readonly string[]).includes(key)
    ? serverTranslator(locale, 'ContactForm')(`errors.${key as (typeof requestErrors)[number]}`)
    : serverTranslator(locale, 'BookingApi')('errors.body')
  return { error: text, field: issue?.path[0] ?? null }
}
