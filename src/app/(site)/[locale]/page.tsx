import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { getCatalogueStats } from '@/data/catalogue-stats'
import type { Locale } from '@/i18n/locales'
import { alternates } from '@/seo/alternates'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'Metadata' })
  return { title: { absolute: t('title') }, alternates: alternates(locale, '/') }
}

export default async function HomePage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const t = await getTranslations('Home')
  const stats = await getCatalogueStats()
  return (
    <main className="mx-auto max-w-5xl px-6 py-20">
      <h1 className="text-4xl font-bold tracking-tight">{t('title')}</h1>
      <p className="mt-4 text-lg text-slate-700">
        {t('intro', { brands: stats.brands, engines: stats.engines })}
      </p>
    </main>
  )
}
