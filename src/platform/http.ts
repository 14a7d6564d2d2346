import { defaultLocale, isLocale, type Locale, localeFromCookies } from '@/i18n/locales'

import { serverTranslator } from '../i18n/server'

export const MAX_BODY_BYTES = 10 * 1024

export type JsonBody =
  { ok: true; value: Record<string, unknown> } | { ok: false; response: Response }

function localeFrom(request: Request): Locale {
  return localeFromCookies(request.headers.get('cookie')) ?? defaultLocale
}

/**
 * The body's bytes, read from the stream and abandoned as soon as it passes `limit` bytes,
 * whatever the framing: a chunked body declares no length, so the declared length alone
 * would let a client send (and this process buffer) hundreds of megabytes before the check.
 */
export async function readLimitedBytes(
  request: Request,
  limit: number,
): Promise<{ bytes: Buffer } | { tooLarge: true }> {
  if (Number(request.headers.get('content-length') ?? 0) > limit) return { tooLarge: true }
  if (!request.body) return { bytes: Buffer.alloc(0) }
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel().catch(() => undefined)
      return { tooLarge: true }
    }
    chunks.push(value)
  }
  return { bytes: Buffer.concat(chunks) }
}

/** The body as text, read as readLimitedBytes reads it. */
export async function readLimitedText(
  request: Request,
  limit = MAX_BODY_BYTES,
): Promise<{ text: string } | { tooLarge: true }> {
  const read = await readLimitedBytes(request, limit)
  return 'tooLarge' in read ? read : { text: read.bytes.toString('utf8') }
}

const json = /^application\/json\s*(?:;|$)/i

/**
 * Reads a small JSON object body; anything else is answered with 400, 413 or 415, never 5xx.
 * Only a JSON request is read: a form on another site can post text/plain (or form data)
 * without the browser asking first, and its body might happen to be JSON.
 */
export async function readJson(request: Request): Promise<JsonBody> {
  const t = serverTranslator(localeFrom(request), 'BookingApi')
  if (!json.test(request.headers.get('content-type') ?? '')) {
    return {
      ok: false,
      response: Response.json({ success: false, error: t('errors.contentType') }, { status: 415 }),
    }
  }
  const tooLarge = () => ({
    ok: false as const,
    response: Response.json(
      { success: false, error: t('errors.tooLarge') },
      { status: 413, headers: { Connection: 'close' } },
    ),
  })
  let read: Awaited<ReturnType<typeof readLimitedText>>
  try {
    read = await readLimitedText(request)
  } catch {
    return {
      ok: false,
      response: Response.json({ success: false, error: t('errors.body') }, { status: 400 }),
    }
  }
  if ('tooLarge' in read) return tooLarge()
  try {
    const value: unknown = JSON.parse(read.text)
    if (value && typeof value === 'object' && !Array.isArray(value))
      return { ok: true, value: value as Record<string, unknown> }
  } catch {
    // falls through to the 400 below
  }
  return {
    ok: false,
    response: Response.json({ success: false, error: t('errors.body') }, { status: 400 }),
  }
}

export function requestLocale(body: Record<string, unknown>, request: Request): Locale {
  return isLocale(body.locale) ? body.locale : localeFrom(request)
}

export function tooManyRequests(locale: Locale): Response {
  const t = serverTranslator(locale, 'BookingApi')
  return Response.json(
    { success: false, error: t('errors.rateLimited') },
    { status: 429, headers: { 'Retry-After': '60' } },
  )
}

export function serviceUnavailable(locale: Locale, error: unknown): Response {
  console.error('[api] request failed', error)
  const t = serverTranslator(locale, 'BookingApi')
  return Response.json({ success: false, error: t('errors.unavailable') }, { status: 503 })
}
