import { NextResponse, type NextRequest } from 'next/server'

import { personalPage } from './domain/route-patterns'
import { localizedPath, routes } from './domain/routes'
import type { Locale } from './i18n/locales'
import { serverTranslator } from './server/i18n'
import { clientKey, createRateLimiter } from './server/rate-limit'

/**
 * Guessing a booking's token is hopeless (256 bits); this keeps anyone from trying at scale.
 * The page and its move and cancel actions are all requests to the page's address, so one
 * count covers looking a link up and trying to change a booking with it.
 */
const allow = createRateLimiter({ limit: 30, windowMs: 60_000 })

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!)

/** A 429 in the visitor's language for a client past the limit, or null to go on. */
export function manageLinkLimit(request: NextRequest, locale: Locale): NextResponse | null {
  if (!personalPage.test(request.nextUrl.pathname)) return null
  if (allow(clientKey(request))) return null
  const t = serverTranslator(locale, 'ManageBooking')
  const title = escapeHtml(t('title'))
  const body = `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;line-height:1.5"><h1>${title}</h1><p>${escapeHtml(t('tooManyTries'))}</p><p><a href="${localizedPath(locale, routes.home)}">${escapeHtml(t('home'))}</a></p></body></html>`
  return new NextResponse(body, {
    status: 429,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'private, no-store',
      'retry-after': '60',
    },
  })
}
