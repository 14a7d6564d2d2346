import type { Metadata } from 'next'

import type { Locale } from '@/i18n/locales'

import { alternates } from './alternates'
import { siteName } from './site-name'

/** Open Graph names a language with its region (og:locale), as the site's audience reads it. */
const ogLocale: Record<Locale, string> = { nl: 'nl_NL', en: 'en_GB', de: 'de_DE' }

/** Title, description, keywords, canonical and hreflang for a page that exists in every locale. */
export function pageMetadata({
  locale,
  path,
  title,
  description,
  keywords = [],
}: {
  locale: Locale
  path: string
  title: string
  description: string
  keywords?: string[]
}): Metadata {
  return {
    // A title that already names the site (the Nijmegen local page) is not suffixed with it again.
    title: title.includes(siteName) ? { absolute: title } : title,
    description,
    keywords: ['chiptuning', 'Nijmegen', ...keywords],
    alternates: alternates(locale, path),
    openGraph: { title, description, type: 'website', locale: ogLocale[locale] },
  }
}

/** A page that answers 404: its own title, kept out of search results. */
export function notFoundMetadata(title: string): Metadata {
  return { title, robots: { index: false, follow: true } }
}
