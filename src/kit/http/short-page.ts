import { NextResponse } from 'next/server'

import type { Locale } from '@/i18n/locales'
import { serverTranslator } from '@/i18n/server'
import { localizedPath, routes } from '@/kit/routes/routes'

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!)

type Words = { title: string; text: string; home: string }

/**
 * A page the proxy answers itself, before any render: a heading, one sentence and the way
 * home, in the visitor's language, readable without script and never cached.
 */
export function shortPage(
  locale: Locale,
  words: Words,
  status: number,
  headers: Record<string, string> = {},
): NextResponse {
  const title = escapeHtml(words.title)
  const body = `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;line-height:1.5"><h1>${title}</h1><p>${escapeHtml(words.text)}</p><p><a href="${localizedPath(locale, routes.home)}">${escapeHtml(words.home)}</a></p></body></html>`
  return new NextResponse(body, {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'private, no-store',
      ...headers,
    },
  })
}

/** A form posted here from another site: refused, in the visitor's language, nothing changed. */
export function foreignFormRefusal(locale: Locale): NextResponse {
  const t = serverTranslator(locale, 'Refused')
  return shortPage(locale, { title: t('title'), text: t('foreignForm'), home: t('home') }, 403)
}
