import createMiddleware from 'next-intl/middleware'
import { NextRequest, NextResponse } from 'next/server'

import { movedCatalogueUrl } from './catalogue-redirects'

import { routing } from './i18n/routing'

const intl = createMiddleware(routing)

/**
 * Dutch is the default for everyone who has not picked a language: the stored choice
 * (cookie) counts, the browser's Accept-Language does not. Dropping the header before
 * next-intl sees it keeps its cookie and prefix handling while skipping browser detection.
 */
export default async function proxy(request: NextRequest) {
  const moved = await movedCatalogueUrl(request)
  if (moved) return NextResponse.redirect(moved, 301)
  const headers = new Headers(request.headers)
  headers.delete('accept-language')
  return intl(new NextRequest(request, { headers }))
}

export const config = {
  matcher: ['/((?!api/|api$|admin/|admin$|_next|_vercel|.*\\..*).*)'],
}
