import { defineRouting } from 'next-intl/routing'

import { defaultLocale, LOCALE_COOKIE, locales } from './locales'

const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365

export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  // A stored choice must outlive the browser session so a returning visitor gets it back.
  localeCookie: { name: LOCALE_COOKIE, maxAge: ONE_YEAR_SECONDS, sameSite: 'lax' },
})
