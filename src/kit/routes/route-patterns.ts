import { defaultLocale, locales } from '@/i18n/locales'

import { manageLinkPrefix } from './private-pages'
import { CATALOGUE, routes } from './routes'

// Patterns for the proxy, apart from the route builder so that pages' client bundles stay small.

/** The prefixes of the languages other than the default, e.g. "en|de", for matching paths. */
export const localePrefixPattern = locales.filter((locale) => locale !== defaultLocale).join('|')

/**
 * A booking's own page or a waitlist offer (the address holds its key), where one client may try
 * only so many keys a minute. The page for an unknown link is the same for everyone.
 */
export const personalPage = new RegExp(
  `${manageLinkPrefix}(?!${routes.unknownManageLink.split('/').pop()}$)`,
)

/**
 * Any address under a manage link's or a waitlist offer's prefix, found or not, the page for an
 * unknown link included: no shared cache (nginx, a CDN) may keep an answer there, not even for
 * seconds, and nothing in it may repeat the address's key.
 */
export const privatePage = new RegExp(manageLinkPrefix)

/** The answer to a form sent without script: one visitor's, read from their cookie. */
export const answerPage = new RegExp(`^(?:/(?:${locales.join('|')}))?${routes.formAnswer}/?$`)

/** Matches a catalogue address, maybe under a language prefix: [, prefix, stored path]. */
export const catalogueAddress = new RegExp(`^(/(?:${locales.join('|')}))?${CATALOGUE}/(.+?)/?$`)

/**
 * What no page address holds once decoded: control characters, and white space at either end of
 * a segment. The URL parser drops tabs and newlines anywhere and strips the others at the ends,
 * so `/merken%0A` or `/mer%09ken` would serve /merken under an address of its own (a 200 for a
 * page that does not exist, cached apart by nginx).
 */
const invisibleCharacters = /[\u0000-\u001f\u007f]|(?:^|\/)\s|\s(?:\/|$)/

/** Why a page path names no page: its percent-encoding is broken, or it decodes to the above. */
export function unreadablePath(path: string): 'broken-encoding' | 'invisible-characters' | null {
  let decoded: string
  try {
    decoded = decodeURIComponent(path)
  } catch {
    return 'broken-encoding'
  }
  return invisibleCharacters.test(decoded) ? 'invisible-characters' : null
}

/**
 * A catalogue address typed with capitals (`/merken/Audi/A4`), in lower case as every slug is;
 * null when it is no catalogue address or already lower case. Only the catalogue: other addresses
 * (a booking's manage link) are case-sensitive.
 */
export function lowerCaseCatalogueAddress(path: string): string | null {
  const match = catalogueAddress.exec(path)
  if (!match) return null
  // Decoded first: an escape's hex digits (`%C3%A9`) are no capitals.
  let stored: string
  try {
    stored = decodeURIComponent(match[2]!)
  } catch {
    return null
  }
  if (stored === stored.toLowerCase()) return null
  return `${match[1] ?? ''}${CATALOGUE}/${encodeURI(stored.toLowerCase())}`
}
