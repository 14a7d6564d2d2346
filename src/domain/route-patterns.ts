import { defaultLocale, locales } from '@/i18n/locales'

import { CATALOGUE } from './routes'

// Patterns for the proxy, apart from the route builder so that pages' client bundles stay small.

/** The prefixes of the languages other than the default, e.g. "en|de", for matching paths. */
export const localePrefixPattern = locales.filter((locale) => locale !== defaultLocale).join('|')

/** Matches a catalogue address, maybe under a language prefix: [, prefix, stored path]. */
export const catalogueAddress = new RegExp(`^(/(?:${locales.join('|')}))?${CATALOGUE}/(.+?)/?$`)
