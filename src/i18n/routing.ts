import { defineRouting } from 'next-intl/routing'

import { defaultLocale, locales } from './locales'

const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365

export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  // A stored choice must outlive the browser session so a returning visitor gets it back.
  localeCookie: { name: 'NEXT_LOCALE', maxAge: ONE_YEAR_SECONDS, sameSite: 'lax' },
})
