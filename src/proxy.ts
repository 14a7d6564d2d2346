import createMiddleware from 'next-intl/middleware'
import { NextRequest } from 'next/server'

import { routing } from './i18n/routing'

const intl = createMiddleware(routing)

/**
 * Dutch is the default for everyone who has not picked a language: the stored choice
 * (cookie) counts, the browser's Accept-Language does not. Dropping the header before
 * next-intl sees it keeps its cookie and prefix handling while skipping browser detection.
 */
export default function proxy(request: NextRequest) {
  const headers = new Headers(request.headers)
  headers.delete('accept-language')
  return intl(new NextRequest(request, { headers }))
}

export const config = {
  matcher: ['/((?!api/|api$|admin/|admin$|_next|_vercel|.*\\..*).*)'],
}
