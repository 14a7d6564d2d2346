import 'server-only'

import { toLocale } from '@/i18n/locales'
import { localizedPath, routes } from '@/kit/routes/routes'
import { clientKey } from '@/platform/shared/client-address'

import { searchVehicles, type SearchAnswer } from './search'

const statusOf: Record<SearchAnswer['status'], number> = {
  ok: 200,
  invalid: 400,
  'rate-limited': 429,
  // Ours to fix, yet the visitor's box only shows no suggestions: a message, not an error page.
  unavailable: 200,
}

/**
 * GET /api/search?q=golf+7&locale=nl: the suggestions while typing, as JSON (title, detail and
 * the page's address in the visitor's language). Answers per query: nothing kept by caches.
 */
export async function searchRoute(request: Request): Promise<Response> {
  const params = new URL(request.url).searchParams
  const locale = toLocale(params.get('locale') ?? '')
  const answer = await searchVehicles(params.get('q'), {
    locale,
    client: clientKey(request),
    typing: params.get('typing') !== '0',
  })
  const body =
    answer.status === 'ok'
      ? {
          status: answer.status,
          query: answer.query,
          hits: answer.hits.map((hit) => ({
            kind: hit.kind,
            title: hit.title,
            detail: hit.detail,
            href: localizedPath(locale, routes.catalogue(hit.path)),
          })),
        }
      : answer
  return Response.json(body, {
    status: statusOf[answer.status],
    headers: {
      'Cache-Control': 'private, no-store',
      ...(answer.status === 'rate-limited' ? { 'Retry-After': '60' } : {}),
    },
  })
}
