import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { VehiclePicker } from '@/components/catalogue/VehiclePicker.client'
import { ClientMessages } from '@/components/ClientMessages'
import { getBrandIndex } from '@/data/catalogue'
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
  const [t, p, stats, index] = await Promise.all([getTranslations('Home'), getTranslations('Picker'), getCatalogueStats(), getBrandIndex()])
  // Only brands with models can lead anywhere from the picker.
  const pickerBrands = index.filter((brand) => brand.models.length > 0).map(({ slug, name, models }) => ({ slug, name, models }))
  return (
    <main className="mx-auto max-w-5xl px-6 py-20">
      <h1 className="text-4xl font-bold tracking-tight">{t('title')}</h1>
      <p className="mt-4 text-lg text-slate-700">
        {t('intro', { brands: stats.brands, engines: stats.engines })}
      </p>
      <section aria-labelledby="picker-title" className="mt-12 rounded-2xl bg-slate-50 p-6 sm:p-8">
        <h2 id="picker-title" className="text-2xl font-bold">
          {p('title')}
        </h2>
        <div className="mt-4">
          <ClientMessages namespaces={['Picker']}>
            <VehiclePicker brands={pickerBrands} />
          </ClientMessages>
        </div>
      </section>
    </main>
  )
}
