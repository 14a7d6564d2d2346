import type { Locale } from '@/i18n/locales'
import { readJson, requestLocale, serviceUnavailable, tooManyRequests } from '@/platform/http'
import { clientKey } from '@/platform/shared/client-address'
import { limit } from '@/platform/shared/limits'

export type VisitorRequest = { body: Record<string, unknown>; locale: Locale }

/**
 * A POST endpoint the public site calls (availability, bookings). Before `handle` runs, the
 * body is read with a size cap (400/413), the language is taken from it or the cookie, and
 * the client is held to its limit (429, counted across app processes); a failure inside `handle` answers 503 in
 * the visitor's language and never a bare 500. `handle` does only the endpoint's own work.
 */
export function visitorPost(
  limitName: 'bookings' | 'availability' | 'requests' | 'waitlist',
  handle: (input: VisitorRequest) => Promise<Response>,
) {
  return async function POST(request: Request): Promise<Response> {
    const body = await readJson(request)
    if (!body.ok) return body.response
    const locale = requestLocale(body.value, request)
    if (!(await limit(limitName).take(clientKey(request)))) return tooManyRequests(locale)
    try {
      return await handle({ body: body.value, locale })
    } catch (error) {
      return serviceUnavailable(locale, error)
    }
  }
}
