import type { Locale } from '@/i18n/locales'

import { readJson, requestLocale, serviceUnavailable, tooManyRequests } from './http'
import { clientKey, createRateLimiter } from './rate-limit'

export type VisitorRequest = { body: Record<string, unknown>; locale: Locale }

/**
 * A POST endpoint the public site calls (availability, bookings). Before `handle` runs, the
 * body is read with a size cap (400/413), the language is taken from it or the cookie, and
 * the client is held to `perMinute` requests (429); a failure inside `handle` answers 503 in
 * the visitor's language and never a bare 500. `handle` does only the endpoint's own work.
 */
export function visitorPost(
  perMinute: number,
  handle: (input: VisitorRequest) => Promise<Response>,
) {
  const allow = createRateLimiter({ limit: perMinute, windowMs: 60_000 })
  return async function POST(request: Request): Promise<Response> {
    const body = await readJson(request)
    if (!body.ok) return body.response
    const locale = requestLocale(body.value, request)
    if (!allow(clientKey(request))) return tooManyRequests(locale)
    try {
      return await handle({ body: body.value, locale })
    } catch (error) {
      return serviceUnavailable(locale, error)
    }
  }
}
