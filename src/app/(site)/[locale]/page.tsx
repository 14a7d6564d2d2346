import type { Metadata } from 'next'
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server'

import { VehiclePicker } from '@/components/catalogue/VehiclePicker.client'
import { ClientMessages } from '@/components/ClientMessages'
import { getBrandIndex } from '@/data/catalogue'
import { getPromotion } from '@/data/booking'
import { getCatalogueStats } from '@/data/catalogue-stats'
import { PromoBanner } from '@/components/layout/PromoBanner.client'
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
  const [t, p, promo, format, promotion, stats, index] = await Promise.all([
    getTranslations('Home'),
    getTranslations('Picker'),
    getTranslations('Promo'),
    getFormatter(),
    getPromotion(locale),
    getCatalogueStats(),
    getBrandIndex(),
  ])
  // Only brands with models can lead anywhere from the picker.
  const pickerBrands = index
    .filter((brand) => brand.models.length > 0)
    .map(({ slug, name, models }) => ({ slug, name, models }))
  return (
    <>
      {promotion.active && (
        <PromoBanner
          title={promo('title', { normal: promotion.normalPrice, promo: promotion.promoPrice })}
          until={promo('until', {
            date: format.dateTime(new Date(promotion.validUntil), {
              day: 'numeric',
              month: 'long',
              year: 'numeric',
              timeZone: 'Europe/Amsterdam',
            }),
          })}
          cta={promo('cta')}
          closeLabel={promo('close')}
          validUntil={promotion.validUntil}
        />
      )}
      <main className="mx-auto max-w-5xl px-6 py-20">
        <h1 className="text-4xl font-bold tracking-tight">{t('title')}</h1>
        <p className="mt-4 text-lg text-slate-700">
          {t('intro', { brands: stats.brands, engines: stats.engines })}
        </p>
        <section
          aria-labelledby="picker-title"
          className="mt-12 rounded-2xl bg-slate-50 p-6 sm:p-8"
        >
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
    </>
  )
}
