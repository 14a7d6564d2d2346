import { getTranslations } from 'next-intl/server'

import { getSiteSettings } from '@/content/data/settings'
import { defaultImage } from '@/content/og/engine-image'
import { ogSize } from '@/content/og/OgCard'
import { toLocale } from '@/i18n/locales'

/** The branded link preview of every page that has none of its own, in the page's language. */
export const size = ogSize
export const contentType = 'image/png'

export async function generateImageMetadata({ params }: { params: Promise<{ locale: string }> }) {
  const t = await getTranslations({ locale: toLocale((await params).locale), namespace: 'Og' })
  return [{ id: 'card', alt: t('alt'), size, contentType }]
}

export default async function Image({ params }: { params: Promise<{ locale: string }> }) {
  const locale = toLocale((await params).locale)
  const [settings, t] = await Promise.all([
    getSiteSettings(),
    getTranslations({ locale, namespace: 'Og' }),
  ])
  return defaultImage(settings.businessName || 'Chiptuning Nijmegen', t('tagline'))
}
