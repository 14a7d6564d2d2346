import createMiddleware from 'next-intl/middleware'
import { NextRequest, NextResponse } from 'next/server'

import { movedCatalogueUrl } from './catalogue-redirects'

import { routing } from './i18n/routing'

/**
 * A path with broken percent-encoding (`/%E0%A4%A`) makes Next's own route matching fail with
 * a bare "Internal Server Error". Such an address names no page: it gets the not-found page,
 * in the language its prefix asks for.
 */
function malformedAddress(request: NextRequest): URL | null {
  const path = request.nextUrl.pathname
  try {
    decodeURIComponent(path)
    return null
  } catch {
    const locale = /^\/(en|de)(\/|$)/.exec(path)?.[1] ?? routing.defaultLocale
    return new URL(`/${locale}/page-not-found/malformed-address`, request.url)
  }
}

const intl = createMiddleware(routing)

/**
 * Dutch is the default for everyone who has not picked a language: the stored choice
 * (cookie) counts, the browser's Accept-Language does not. Dropping the header before
 * next-intl sees it keeps its cookie and prefix handling while skipping browser detection.
 */
export default async function proxy(request: NextRequest) {
  const malformed = malformedAddress(request)
  if (malformed) return NextResponse.rewrite(malformed)
  const moved = await movedCatalogueUrl(request)
  if (moved) return NextResponse.redirect(moved, 301)
  const headers = new Headers(request.headers)
  headers.delete('accept-language')
  return intl(new NextRequest(request, { headers }))
}

export const config = {
  matcher: ['/((?!api/|api$|admin/|admin$|_next|_vercel|.*\\..*).*)'],
}
