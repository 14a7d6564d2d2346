import { defineRouting } from 'next-intl/routing'

import { defaultLocale, LOCALE_COOKIE, locales } from './locales'

const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365

// A stored choice must outlive the browser session so a returning visitor gets it back.
export const localeCookie = {
  name: LOCALE_COOKIE,
  maxAge: ONE_YEAR_SECONDS,
  sameSite: 'lax',
} as const

export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  localeCookie,
})
