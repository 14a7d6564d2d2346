import 'server-only'

import { toLocale } from '@/i18n/locales'
import { localizedPath, routes } from '@/kit/routes/routes'

import { addToComparison, parseComparison, removeFromComparison } from '../rules/compare'

/** The engines a visitor compares, kept between the engine pages they add from (30 days). */
export const COMPARE_COOKIE = 'compare'
const THIRTY_DAYS = 60 * 60 * 24 * 30

function cookieValue(request: Request): string {
  const found = request.headers
    .get('cookie')
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${COMPARE_COOKIE}=`))
  return found ? decodeURIComponent(found.slice(COMPARE_COOKIE.length + 1)).replace(/\./g, ',') : ''
}

/**
 * GET /api/compare?locale=nl&add=12 (or &remove=12, &clear=1; &m=… names the list to change,
 * else the visitor's cookie does): the change, then 303 to the comparison's own address. A link,
 * not a script: adding works from a cached engine page, before and without JavaScript.
 */
export function compareRoute(request: Request): Response {
  const params = new URL(request.url).searchParams
  const locale = toLocale(params.get('locale') ?? '')
  let { ids } = parseComparison(params.has('m') ? params.getAll('m') : cookieValue(request))
  let replaced = false
  const added = parseComparison(params.get('add')).ids[0]
  if (added) {
    const next = addToComparison(ids, added)
    ids = next.ids
    replaced = next.replaced !== null
  }
  const removed = params.get('remove')
  if (removed) ids = removeFromComparison(ids, removed)
  if (params.get('clear')) ids = []
  const target = localizedPath(locale, routes.compareOf(ids))
  const location = replaced ? `${target}${ids.length ? '&' : '?'}vervangen=1` : target
  return new Response(null, {
    status: 303,
    headers: {
      Location: location,
      'Cache-Control': 'private, no-store',
      'Set-Cookie': `${COMPARE_COOKIE}=${ids.join('.')}; Path=/; Max-Age=${ids.length ? THIRTY_DAYS : 0}; SameSite=Lax; HttpOnly`,
      // Search engines follow no link that changes a visitor's list.
      'X-Robots-Tag': 'noindex',
    },
  })
}
