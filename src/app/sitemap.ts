import type { MetadataRoute } from 'next'

import { fixedBrandPages } from '@/catalogue'
import { getSitemapPaths } from '@/content/data'
import { absoluteUrl } from '@/content/server'
import { defaultLocale, locales } from '@/i18n/locales'
import { routes } from '@/kit/routes/routes'

/** The main pages first (home, overview, local and fixed brand pages), then every CMS page and catalogue page, each with its languages. */
const featured: string[] = [
  routes.home,
  routes.chiptuning,
  routes.faq,
  ...[
    'automotive-tuning-services',
    'chiptuning-nijmegen',
    'chiptuning-arnhem',
    'chiptuning-eindhoven',
    'chiptuning-utrecht',
    'chiptuning-amsterdam',
  ].map(routes.content),
  ...fixedBrandPages.map(routes.fixedBrand),
  routes.brands,
  routes.services,
  routes.booking,
  routes.contact,
]

const entry = (path: string, lastModified?: string): MetadataRoute.Sitemap[number] => ({
  url: absoluteUrl(defaultLocale, path),
  ...(lastModified ? { lastModified } : {}),
  alternates: {
    languages: Object.fromEntries(locales.map((locale) => [locale, absoluteUrl(locale, path)])),
  },
})

// Rendered per request (its data is cached by tag): a build must neither open the database nor
// bake in the SITE_URL of the machine that built it.
export const dynamic = 'force-dynamic'

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const paths = await getSitemapPaths()
  const seen = new Set(featured)
  return [
    ...featured.map((path) => entry(path)),
    ...paths.filter((p) => !seen.has(p.path)).map((p) => entry(p.path, p.updatedAt)),
  ]
}
