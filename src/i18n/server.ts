import { createTranslator } from 'use-intl/core'

import type { Locale } from '@/i18n/locales'
import de from '@/messages/de.json'
import en from '@/messages/en.json'
import nl from '@/messages/nl.json'

const messages = { nl, en, de } as const

/** Translations for server code outside React (API answers, mails), from the same message files. */
export function serverTranslator<
  N extends
    | 'BookingApi'
    | 'BookingMail'
    | 'ManageBooking'
    | 'Refused'
    | 'RequestMail'
    | 'ContactForm'
    | 'DynoReport'
    | 'Waitlist'
    | 'WaitlistMail',
>(locale: Locale, namespace: N) {
  return createTranslator({ locale, messages: messages[locale] as typeof nl, namespace })
}
