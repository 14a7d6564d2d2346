import { type NextRequest, NextResponse } from 'next/server'
import createMiddleware from 'next-intl/middleware'

import { manageLinkLimit } from './booking/server/manage-link-limit'
import { movedCatalogueUrl } from './catalogue/redirects/proxy'
import { localePrefixPattern, personalPage, unreadablePath } from './content/rules/route-patterns'
import type { Locale } from './i18n/locales'
import { routing } from './i18n/routing'
import { foreignForm } from './platform/next/foreign-form'

const MALFORMED_TARGET = '/page-not-found/malformed-address'
const apiPath = /^\/api(\/|$)/
/**
 * The paths Next serves without this proxy (API, admin, build and public files, by the file
 * types the site serves): the same list as the first matcher below. They reach the proxy only
 * when their address holds a `%`, to be checked for broken encoding. Any other address with a
 * dot (`/contact.` pasted with the sentence's full stop, `/index.html`, `/.env`) is a page
 * address that names no page: it gets the site's not-found page in its language, not Next's
 * empty one.
 */
const notAPage =
  /^\/(?:api\/|api$|admin\/|admin$|_next|_vercel|.*\.(?:ico|png|svg|jpe?g|webp|avif|gif|txt|xml|webmanifest|json|js|css|map|woff2?|pdf)$)/
const localePrefix = new RegExp(`^/(${localePrefixPattern})(/|$)`)

/**
 * A path with broken percent-encoding (`/%E0%A4%A`, `/en/%ZZ`) makes Next's own route matching
 * fail with a bare "Internal Server Error"; one that decodes to control characters or to white
 * space at a segment's end (`/merken%0A`) would serve another page under its own address. Such
 * an address names no page: it gets the not-found page, in the language its prefix asks for. An
 * address that itself ends in the target's fixed segments would meet the same failure there, so
 * it is sent to the target instead. An API address with broken encoding gets a 400 with a JSON
 * error, as any other bad request to the API; the API, admin and files leave the rest to their
 * own routes.
 */
/** The language a page address asks for by its prefix. */
const languageOf = (path: string): Locale =>
  (localePrefix.exec(path)?.[1] as Locale | undefined) ?? routing.defaultLocale

function unreadableAddress(request: NextRequest): NextResponse | null {
  const path = request.nextUrl.pathname
  const problem = unreadablePath(path)
  if (!problem) return null
  if (problem === 'broken-encoding' && apiPath.test(path)) {
    return NextResponse.json(
      { errors: [{ message: 'The address has a broken percent-encoding.' }] },
      { status: 400 },
    )
  }
  if (problem === 'invisible-characters' && notAPage.test(path)) return null
  const locale = languageOf(path)
  if (!path.endsWith(MALFORMED_TARGET)) {
    return NextResponse.rewrite(new URL(`/${locale}${MALFORMED_TARGET}`, request.url))
  }
  const prefix = locale === routing.defaultLocale ? '' : `/${locale}`
  return NextResponse.redirect(new URL(`${prefix}${MALFORMED_TARGET}`, request.url), 308)
}

const intl = createMiddleware(routing)

/**
 * Every public page is the same for every visitor of its URL (and language), so any shared
 * cache (nginx, a CDN) may keep it for a few seconds; browsers ask again each time. Next would
 * send `s-maxage=31536000` for pages it renders once (a CDN would keep a staff edit out for a
 * year) and `private, no-store` for pages it renders per request; it keeps a Cache-Control that
 * is already set. A redirect to the visitor's stored language depends on their cookie: private.
 */
const PUBLIC_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=5, stale-while-revalidate=25'

/**
 * Dutch is the default for everyone who has not picked a language: the stored choice
 * (cookie) counts, the browser's Accept-Language does not. Dropping the header before
 * next-intl sees it keeps its cookie and prefix handling while skipping browser detection.
 *
 * A page view never sets a cookie: an answer with Set-Cookie cannot be kept by nginx or a CDN,
 * and one visitor's cookie must never be replayed to another. next-intl would store the locale
 * of every prefixed page it serves; here only the language menu stores it, in the browser,
 * when a visitor chooses (next-intl's navigation writes `routing.localeCookie` on a switch).
 */
export default async function proxy(request: NextRequest) {
  const unreadable = unreadableAddress(request)
  if (unreadable) return unreadable
  if (notAPage.test(request.nextUrl.pathname)) return NextResponse.next()
  const locale = languageOf(request.nextUrl.pathname)
  const refused = foreignForm(request, locale) ?? (await manageLinkLimit(request, locale))
  if (refused) return refused
  const moved = await movedCatalogueUrl(request)
  if (moved) return NextResponse.redirect(moved, 301)
  // In place: a second NextRequest cost a twentieth of a cached page's server time.
  request.headers.delete('accept-language')
  const response = intl(request)
  response.headers.delete('set-cookie')
  response.headers.delete('x-middleware-set-cookie')
  // A plate look-up sent without script (/merken?plate=) answers for that visitor only.
  const personal =
    response.headers.has('location') ||
    request.nextUrl.searchParams.has('plate') ||
    personalPage.test(request.nextUrl.pathname)
  response.headers.set('Cache-Control', personal ? 'private, no-store' : PUBLIC_PAGE_CACHE_CONTROL)
  return response
}

export const config = {
  // Pages; and any address with a percent sign, whose encoding may be broken.
  matcher: [
    '/((?!api/|api$|admin/|admin$|_next|_vercel|.*\\.(?:ico|png|svg|jpe?g|webp|avif|gif|txt|xml|webmanifest|json|js|css|map|woff2?|pdf)$).*)',
    '/(.*%.*)',
  ],
}
