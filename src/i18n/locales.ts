/** One list of languages, shared by next-intl routing and Payload's localization. */
export const locales = ['nl', 'en', 'de'] as const
export type Locale = (typeof locales)[number]
export const defaultLocale: Locale = 'nl'

export const localeLabels: Record<Locale, { name: string; flag: string }> = {
  nl: { name: 'Nederlands', flag: '🇳🇱' },
  en: { name: 'English', flag: '🇬🇧' },
  de: { name: 'Deutsch', flag: '🇩🇪' },
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value)
}

/** Route params arrive as plain strings; the [locale] layout has already rejected unknown ones. */
export function toLocale(value: string): Locale {
  return isLocale(value) ? value : defaultLocale
}
