import { defaultLocale, isLocale, locales } from './locales'

// Dutch included: `/nl/merken` is redirected to `/merken` first, and keeps its own language.
const anyLocalePrefix = new RegExp(`^/(?:${locales.join('|')})(?:/|$)`)

/**
 * Where an address without a language prefix goes for a visitor who chose another language than
 * Dutch: the same page under that language's prefix (`/merken?x` to `/en/merken?x`, `/` to
 * `/en`), or null to serve it in Dutch. Only a stored choice counts, never the browser's
 * language; a prefixed address always shows its own language.
 */
export function storedLanguagePath(
  pathname: string,
  search: string,
  stored: string | undefined,
): string | null {
  if (!isLocale(stored) || stored === defaultLocale || anyLocalePrefix.test(pathname)) return null
  return `/${stored}${pathname === '/' ? '' : pathname}${search}`
}
