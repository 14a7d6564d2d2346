/** One list of languages, shared by next-intl routing and Payload's localization. */
export const locales = ['nl', 'en', 'de'] as const
export type Locale = (typeof locales)[number]
export const defaultLocale: Locale = 'nl'

/** Each language by its own name; its flag is drawn by the stylesheet (LocaleFlag). */
export const localeNames: Record<Locale, string> = {
  nl: 'Nederlands',
  en: 'English',
  de: 'Deutsch',
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value)
}

/** The cookie that keeps a visitor's chosen language (next-intl's name for it). */
export const LOCALE_COOKIE = 'NEXT_LOCALE'

// Marked pure: only the server reads the cookie, client bundles that import this file drop it.
const localeCookieValue = /*#__PURE__*/ new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=(\\w+)`)

/** The language a Cookie header stores, or null when it names none we speak. */
export function localeFromCookies(header: string | null): Locale | null {
  const value = localeCookieValue.exec(header ?? '')?.[1]
  return isLocale(value) ? value : null
}

/** Route params arrive as plain strings; the [locale] layout has already rejected unknown ones. */
export function toLocale(value: string): Locale {
  return isLocale(value) ? value : defaultLocale
}
