import type { Metadata } from 'next'

import { defaultLocale, type Locale, locales } from '@/i18n/locales'

/** URL of a path in a locale: Dutch unprefixed, the others under /en and /de. */
export function localizedPath(locale: Locale, path: string): string {
  const clean = path === '/' ? '' : path
  if (locale === defaultLocale) return clean || '/'
  return `/${locale}${clean}`
}

/** Canonical plus hreflang alternates (x-default is Dutch) for a page that exists in every locale. */
export function alternates(locale: Locale, path: string): Metadata['alternates'] {
  return {
    canonical: localizedPath(locale, path),
    languages: {
      ...Object.fromEntries(locales.map((l) => [l, localizedPath(l, path)])),
      'x-default': localizedPath(defaultLocale, path),
    },
  }
}
