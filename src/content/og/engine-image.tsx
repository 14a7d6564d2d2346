import { ImageResponse } from 'next/og'
import { getTranslations } from 'next-intl/server'

import { getEnginePage } from '@/catalogue/data'
import type { Locale } from '@/i18n/locales'
import { getSiteSettings } from '@/kit/data/settings'

import { OgCard, OgFigure, ogSize } from './OgCard'

/** An engine's link preview: the vehicle, stock -> tuned power and torque, in the page's language. */
export async function engineImage(
  params: { brand: string; model: string; year: string; engine: string },
  locale: Locale,
  packageName?: string,
) {
  const [engine, settings, t, c] = await Promise.all([
    getEnginePage(params.brand, params.model, params.year, params.engine, locale),
    getSiteSettings(),
    getTranslations({ locale, namespace: 'Engine' }),
    getTranslations({ locale, namespace: 'Og' }),
  ])
  const business = settings.businessName || 'Chiptuning Nijmegen'
  if (!engine) return defaultImage(business, c('tagline'))
  const unit = locale === 'de' ? 'PS' : locale === 'en' ? 'hp' : 'pk'
  return new ImageResponse(
    <OgCard
      business={business}
      title={`${engine.brand.name} ${engine.model.name} ${engine.name}`}
      subtitle={`${engine.year.label} · ${packageName ?? t('stage1')}`}
    >
      <OgFigure label={t('power')} stock={engine.stockHp} tuned={engine.tunedHp} unit={unit} />
      <OgFigure label={t('torque')} stock={engine.stockNm} tuned={engine.tunedNm} unit="Nm" />
    </OgCard>,
    ogSize,
  )
}

/** The branded preview of every other page. */
export function defaultImage(business: string, tagline: string) {
  return new ImageResponse(<OgCard business={business} title={tagline} />, ogSize)
}
