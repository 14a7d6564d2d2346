import { getTranslations } from 'next-intl/server'

import { defaultImage } from '@/content/og/engine-image'
import { isLocale, locales } from '@/i18n/locales'
import { getSiteSettings } from '@/kit/data/settings'

// Rendered once per language, then kept until the site settings change.
export const dynamic = 'force-static'

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }))
}

/**
 * The branded link preview every page names (og:image) unless it has one of its own (engine
 * and package pages): a route rather than Next's opengraph-image file, which a page's own Open
 * Graph metadata would replace, and at an address the metadata can name.
 */
export async function GET(_request: Request, { params }: RouteContext<'/api/og/[locale]'>) {
  const { locale } = await params
  if (!isLocale(locale)) return new Response('Not found', { status: 404 })
  const [settings, t] = await Promise.all([
    getSiteSettings(),
    getTranslations({ locale, namespace: 'Og' }),
  ])
  return defaultImage(settings.businessName || 'Chiptuning Nijmegen', t('tagline'))
}
