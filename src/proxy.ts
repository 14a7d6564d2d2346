import { type NextRequest, NextResponse } from 'next/server'
import createMiddleware from 'next-intl/middleware'

import { manageLinkLimit } from '@/booking/server'
import { movedCatalogueUrl } from '@/catalogue/server'
import { foreignFormRefusal } from '@/kit/http/short-page'
import {
  answerPage,
  localePrefixPattern,
  privatePage,
  unreadablePath,
} from '@/kit/routes/route-patterns'

import { LOCALE_COOKIE, type Locale } from './i18n/locales'
import { routing } from './i18n/routing'
import { storedLanguagePath } from './i18n/stored-language'
import { foreignForm } from './platform/next/foreign-form'
import {
  microCacheSeconds,
  PERSONAL_CACHE_CONTROL,
  PUBLIC_PAGE_CACHE_CONTROL,
} from './platform/next/page-cache'

const MALFORMED_TARGET = '/page-not-found/malformed-address'
const apiPath = /^\/api(\/|$)/
/**
 * The paths Next serves without this proxy (API, admin, build and public files, by the file
 * types the site serves): the same list as the first matcher below. They reach the proxy only
 * when their address holds a `%`, to be checked for broken encoding, or lies under a manage
 * link's prefix, for its Cache-Control. Any other address with a
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

/**
 * next-intl maps each address to its language's pages (`/merken` is `/nl/merken`) and nothing
 * else. Its detection would weigh the browser's Accept-Language, which must not count, and its
 * cookie sync would store the language of every prefixed page viewed; both cost a twentieth of
 * a cached page's server time (two language negotiations per request) for answers this proxy
 * then threw away.
 */
const intl = createMiddleware({ ...routing, localeDetection: false, localeCookie: false })

/**
 * Dutch is the default for everyone who has not picked a language: the stored choice
 * (cookie, read by Next's parser, which nginx's cache key mirrors) sends an address without a
 * prefix to its own language's page; the browser's Accept-Language does not count.
 *
 * A page view never sets a cookie: an answer with Set-Cookie cannot be kept by nginx or a CDN,
 * and one visitor's cookie must never be replayed to another. Only the language menu stores
 * the choice, in the browser, when a visitor chooses (next-intl's navigation writes
 * `routing.localeCookie` on a switch).
 */
export default async function proxy(request: NextRequest) {
  const response = await answer(request)
  // Whatever the answer under a manage link's or an offer's prefix (the page, a 404 for an
  // address that ends in `.png` or holds a broken escape, a 429, a 403), it is that visitor's:
  // Next would send a not-found page it renders once with `s-maxage=31536000`.
  if (privatePage.test(request.nextUrl.pathname))
    response.headers.set('Cache-Control', PERSONAL_CACHE_CONTROL)
  return response
}

async function answer(request: NextRequest): Promise<NextResponse> {
  const unreadable = unreadableAddress(request)
  if (unreadable) return unreadable
  const { pathname, search } = request.nextUrl
  if (notAPage.test(pathname)) return NextResponse.next()
  const locale = languageOf(pathname)
  const refused =
    foreignForm(request, () => foreignFormRefusal(locale)) ??
    (await manageLinkLimit(request, locale))
  if (refused) return refused
  const moved = await movedCatalogueUrl(request)
  if (moved) return NextResponse.redirect(moved, 301)
  const stored = storedLanguagePath(pathname, search, request.cookies.get(LOCALE_COOKIE)?.value)
  const response = stored ? NextResponse.redirect(new URL(stored, request.url)) : intl(request)
  // A plate look-up sent without script (/merken?plate=) answers for that visitor only.
  // A form's answer page shows one visitor's answer, from their cookie.
  const personal =
    response.headers.has('location') ||
    request.nextUrl.searchParams.has('plate') ||
    privatePage.test(pathname) ||
    answerPage.test(pathname)
  if (personal) {
    response.headers.set('Cache-Control', PERSONAL_CACHE_CONTROL)
  } else {
    response.headers.set('Cache-Control', PUBLIC_PAGE_CACHE_CONTROL)
    response.headers.set('X-Accel-Expires', String(microCacheSeconds()))
  }
  return response
}

export const config = {
  // Pages; any address with a percent sign, whose encoding may be broken; and every address
  // under a manage link's or an offer's prefix, a file's ending included (privatePage).
  matcher: [
    '/((?!api/|api$|admin/|admin$|_next|_vercel|.*\\.(?:ico|png|svg|jpe?g|webp|avif|gif|txt|xml|webmanifest|json|js|css|map|woff2?|pdf)$).*)',
    '/(.*%.*)',
    '/((?:nl/|en/|de/)?afspraak/(?:beheren|wachtlijst)/.*)',
  ],
}
