import type { Metadata } from 'next'

import type { Locale } from '@/i18n/locales'
import { siteUrl } from '@/platform/site-url'

import { alternates } from './alternates'
import { siteName } from './site-name'

const ogImageSize = { width: 1200, height: 630 }

/** Open Graph names a language with its region (og:locale), as the site's audience reads it. */
const ogLocale: Record<Locale, string> = { nl: 'nl_NL', en: 'en_GB', de: 'de_DE' }

/** Title, description, keywords, canonical and hreflang for a page that exists in every locale. */
export function pageMetadata({
  locale,
  path,
  title,
  description,
  keywords = [],
  ownImage = false,
}: {
  locale: Locale
  path: string
  title: string
  description: string
  keywords?: string[]
  /** The page draws its own link preview (its opengraph-image), which a named image replaces. */
  ownImage?: boolean
}): Metadata {
  return {
    // A title that already names the site (the Nijmegen local page) is not suffixed with it again.
    title: title.includes(siteName) ? { absolute: title } : title,
    description,
    keywords: ['chiptuning', 'Nijmegen', ...keywords],
    alternates: alternates(locale, path),
    openGraph: {
      title,
      description,
      type: 'website',
      locale: ogLocale[locale],
      // The branded picture, unless the page draws its own (engine and package pages).
      ...(ownImage ? {} : { images: [{ url: `${siteUrl}/api/og/${locale}`, ...ogImageSize }] }),
    },
    twitter: { card: 'summary_large_image' },
  }
}

/** A page that answers 404: its own title, kept out of search results. */
export function notFoundMetadata(title: string): Metadata {
  return { title, robots: { index: false, follow: true } }
}
