import { isLocale, type Locale } from '@/i18n/locales'

import { serverTranslator } from './i18n'

export const MAX_BODY_BYTES = 10 * 1024

export type JsonBody = { ok: true; value: Record<string, unknown> } | { ok: false; response: Response }

function localeFrom(request: Request): Locale {
  const cookie = /(?:^|;\s*)NEXT_LOCALE=(\w+)/.exec(request.headers.get('cookie') ?? '')?.[1]
  return isLocale(cookie) ? cookie : 'nl'
}

/** Reads a small JSON object body; anything else is answered with 400 or 413, never 5xx. */
export async function readJson(request: Request): Promise<JsonBody> {
  const t = serverTranslator(localeFrom(request), 'BookingApi')
  const declared = Number(request.headers.get('content-length') ?? 0)
  if (declared > MAX_BODY_BYTES) return { ok: false, response: Response.json({ success: false, error: t('errors.tooLarge') }, { status: 413 }) }
  let text: string
  try {
    text = await request.text()
  } catch {
    return { ok: false, response: Response.json({ success: false, error: t('errors.body') }, { status: 400 }) }
  }
  if (Buffer.byteLength(text) > MAX_BODY_BYTES) return { ok: false, response: Response.json({ success: false, error: t('errors.tooLarge') }, { status: 413 }) }
  try {
    const value: unknown = JSON.parse(text)
    if (value && typeof value === 'object' && !Array.isArray(value)) return { ok: true, value: value as Record<string, unknown> }
  } catch {
    // falls through to the 400 below
  }
  return { ok: false, response: Response.json({ success: false, error: t('errors.body') }, { status: 400 }) }
}

export function requestLocale(body: Record<string, unknown>, request: Request): Locale {
  return isLocale(body.locale) ? body.locale : localeFrom(request)
}

export function tooManyRequests(locale: Locale): Response {
  const t = serverTranslator(locale, 'BookingApi')
  return Response.json({ success: false, error: t('errors.rateLimited') }, { status: 429, headers: { 'Retry-After': '60' } })
}

export function serviceUnavailable(locale: Locale, error: unknown): Response {
  console.error('[api] request failed', error)
  const t = serverTranslator(locale, 'BookingApi')
  return Response.json({ success: false, error: t('errors.unavailable') }, { status: 503 })
}
