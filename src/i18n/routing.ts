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
  // Every page lists its languages in its head, from SITE_URL like its canonical link. next-intl's
  // Link header took the origin from the request, X-Forwarded-Host included: a client could put
  // its own host into pages the caches keep, and a page reached as 127.0.0.1 named another origin
  // than its canonical link (search engines and Lighthouse read that as conflicting).
  // Upstream: by design since https://github.com/amannn/next-intl/pull/462; canary (runs the
  // middleware): tests/platform/upstream/next-intl.test.ts.
  alternateLinks: false,
})
