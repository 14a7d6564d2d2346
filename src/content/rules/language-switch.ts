import { isLocale, type Locale } from '@/i18n/locales'
import { isPrivatePath } from '@/kit/routes/private-pages'
import { localizedPath, routes } from '@/kit/routes/routes'

/**
 * A language link that works without script: `/api/language/en/merken/audi` stores the choice
 * (the spec saves it at once) and sends the visitor on to `/en/merken/audi`. A plain link to
 * the other language's page would not store it, and the Dutch one would even lead back: a page
 * address without prefix is redirected to the stored language. With script the menus switch on
 * the client instead and never follow this link.
 */
export const LANGUAGE_SWITCH = '/api/language'

export function languageSwitchHref(locale: Locale, pathname: string): string {
  // A manage link's or an offer's address is its key, and a link that repeats it would carry
  // the key into logs, caches and the switch's own address: without script such a page switches
  // to the home page of the other language (with script the menu stays on the page). The page
  // for an unknown link holds no key.
  const keyed = isPrivatePath(pathname) && pathname !== routes.unknownManageLink
  const target = keyed ? '/' : pathname
  return `${LANGUAGE_SWITCH}/${locale}${target === '/' ? '' : target}`
}

/**
 * Where a switch sends the visitor, from the route's segments, or null for a language we do
 * not speak. The target must stay a path on this site: each segment is encoded again (none can
 * add a slash, a backslash or a scheme), and empty and dot segments are dropped (`//host` would
 * name another site).
 */
export function languageSwitchTarget(
  locale: string,
  segments: readonly string[] = [],
): { locale: Locale; location: string } | null {
  if (!isLocale(locale)) return null
  const path = segments
    .filter((segment) => !['', '.', '..'].includes(segment))
    .map((segment) => `/${encodeURIComponent(segment)}`)
    .join('')
  return { locale, location: localizedPath(locale, path || '/') }
}
