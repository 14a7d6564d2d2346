import type { NextRequest, NextResponse } from 'next/server'

import type { Locale } from '@/i18n/locales'
import { serverTranslator } from '@/i18n/server'
import { shortPage } from '@/kit/http/short-page'
import { personalPage } from '@/kit/routes/route-patterns'
import { clientKey } from '@/platform/shared/client-address'
import { limit } from '@/platform/shared/limits'

/**
 * Guessing a booking's token is hopeless (256 bits); this keeps anyone from trying at scale.
 * The page and its move and cancel actions are all requests to the page's address, so one
 * count covers looking a link up and trying to change a booking with it.
 */
/** A 429 in the visitor's language for a client past the limit, or null to go on. */
export async function manageLinkLimit(
  request: NextRequest,
  locale: Locale,
): Promise<NextResponse | null> {
  if (!personalPage.test(request.nextUrl.pathname)) return null
  if (await limit('manageLink').take(clientKey(request))) return null
  const t = serverTranslator(locale, 'ManageBooking')
  const words = { title: t('title'), text: t('tooManyTries'), home: t('home') }
  return shortPage(locale, words, 429, { 'retry-after': '60' })
}
