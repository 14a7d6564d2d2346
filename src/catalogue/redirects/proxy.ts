import type { NextRequest } from 'next/server'

import { catalogueAddress, lowerCaseCatalogueAddress } from '@/kit/routes/route-patterns'
import { routes } from '@/kit/routes/routes'
import { loopbackOrigin } from '@/platform/site-url'

import { resolveMove } from './rules'

const REFRESH_MS = 5000

let moves = new Map<string, string>()
let loadedAt = 0
let loading: Promise<void> | null = null

/**
 * Where a moved catalogue address lives now, or where one typed with capitals does (slugs are
 * lower case), for a 301 from the proxy: both in one answer, so a moved address typed with
 * capitals takes one redirect. The list of moves is read from this server's own endpoint and
 * kept for a few seconds: the proxy cannot open the database, and a page that was renamed a
 * moment ago may answer 404 that long.
 */
export async function movedCatalogueUrl(request: NextRequest): Promise<URL | null> {
  const typed = request.nextUrl.pathname
  const pathname = lowerCaseCatalogueAddress(typed) ?? typed
  const match = catalogueAddress.exec(pathname)
  if (!match) return null
  if (Date.now() - loadedAt > REFRESH_MS) await refresh(request)
  let path: string
  try {
    path = decodeURIComponent(match[2]!)
  } catch {
    return null
  }
  const target = resolveMove(moves, path)
  if (target === null && pathname === typed) return null
  const url = request.nextUrl.clone()
  url.pathname = target === null ? pathname : `${match[1] ?? ''}${routes.catalogue(target)}`
  return url
}

function refresh(request: NextRequest): Promise<void> {
  loading ??= (async () => {
    try {
      const origin = loopbackOrigin() ?? request.nextUrl.origin
      const response = await fetch(`${origin}/api/catalogue-redirects`, {
        signal: AbortSignal.timeout(2000),
      })
      if (response.ok) {
        const body = (await response.json()) as { moves: [string, string][] }
        moves = new Map(body.moves)
      }
    } catch {
      // Keep the last known moves; the next request tries again.
    } finally {
      loadedAt = Date.now()
      loading = null
    }
  })()
  return loading
}
