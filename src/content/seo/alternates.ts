import type { Metadata } from 'next'

import { defaultLocale, type Locale, locales } from '@/i18n/locales'
import { localizedPath } from '@/kit/routes/routes'
import { siteUrl } from '@/platform/site-url'

/** The absolute URL of a page in a locale, as canonical links and structured data name it. */
export function absoluteUrl(locale: Locale, path: string): string {
  return `${siteUrl}${localizedPath(locale, path)}`
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
