import type { NextRequest, NextResponse } from 'next/server'

import { personalPage } from './domain/route-patterns'
import type { Locale } from './i18n/locales'
import { serverTranslator } from './server/i18n'
import { clientKey, createRateLimiter } from './server/rate-limit'
import { shortPage } from './short-page'

/**
 * Guessing a booking's token is hopeless (256 bits); this keeps anyone from trying at scale.
 * The page and its move and cancel actions are all requests to the page's address, so one
 * count covers looking a link up and trying to change a booking with it.
 */
const allow = createRateLimiter({ limit: 30, windowMs: 60_000 })

/** A 429 in the visitor's language for a client past the limit, or null to go on. */
export function manageLinkLimit(request: NextRequest, locale: Locale): NextResponse | null {
  if (!personalPage.test(request.nextUrl.pathname)) return null
  if (allow(clientKey(request))) return null
  const t = serverTranslator(locale, 'ManageBooking')
  const words = { title: t('title'), text: t('tooManyTries'), home: t('home') }
  return shortPage(locale, words, 429, { 'retry-after': '60' })
}
