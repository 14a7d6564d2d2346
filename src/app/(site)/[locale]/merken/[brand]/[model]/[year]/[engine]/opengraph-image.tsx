import { getTranslations } from 'next-intl/server'

import { engineImage } from '@/content/og/engine-image'
import { ogSize } from '@/content/og/OgCard'
import { toLocale } from '@/i18n/locales'

type Params = { locale: string; brand: string; model: string; year: string; engine: string }

/** The engine page's link preview: the vehicle with stock -> tuned power and torque. */
export const size = ogSize
export const contentType = 'image/png'

export async function generateImageMetadata({ params }: { params: Promise<Params> }) {
  const p = await params
  const t = await getTranslations({ locale: toLocale(p.locale), namespace: 'Og' })
  const vehicle = [p.brand, p.model, p.engine].join(' ').replaceAll('-', ' ')
  return [{ id: 'card', alt: t('engineAlt', { vehicle }), size, contentType }]
}

export default async function Image({ params }: { params: Promise<Params> }) {
  const p = await params
  return engineImage(p, toLocale(p.locale))
}
