import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { BrandHeading } from '@/catalogue/components/BrandHeading'
import { Breadcrumbs } from '@/catalogue/components/Breadcrumbs'
import { CardLinks } from '@/catalogue/components/CardLinks'
import { GainBadge } from '@/catalogue/components/GainBadge'
import { Maintenance } from '@/catalogue/components/states.client'
import { catalogueTrail } from '@/catalogue/components/vehicle'
import { getBrandPage } from '@/catalogue/data'
import { NotFoundView } from '@/content/components/layout/NotFoundStatus'
import { notFoundMetadata, pageMetadata } from '@/content/server'
import { toLocale } from '@/i18n/locales'
import { routes } from '@/kit/routes/routes'
import { ContactSection } from '@/requests/components/ContactSection'

import BrandNotFound from '../not-found'

type Props = PageProps<'/[locale]/merken/[brand]'>

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale: raw, brand: slug } = await params
  const locale = toLocale(raw)
  const brand = await getBrandPage(slug, locale)
  if (!brand)
    return notFoundMetadata(
      (await getTranslations({ locale, namespace: 'States' }))('brandNotFound'),
    )
  const t = await getTranslations({ locale, namespace: 'Brand' })
  return pageMetadata({
    locale,
    path: routes.brand(brand.slug),
    title: brand.seo.title ?? t('title', { brand: brand.name }),
    description:
      brand.seo.description ?? t('description', { brand: brand.name, gain: brand.averageGain }),
    keywords: [brand.name, `${brand.name} chiptuning`],
  })
}

export default async function BrandPage({ params }: Props) {
  const { locale: raw, brand: slug } = await params
  const locale = toLocale(raw)
  setRequestLocale(locale)
  const [brand, t, states] = await Promise.all([
    getBrandPage(slug, locale),
    getTranslations('Brand'),
    getTranslations('States'),
  ])
  // Reached without the brand layout from the fixed /chiptuning/{brand} pages.
  if (!brand) {
    return (
      <NotFoundView>
        <BrandNotFound />
      </NotFoundView>
    )
  }
  return (
    <main className="mx-auto max-w-6xl px-4 py-10">
      <Breadcrumbs locale={locale} trail={catalogueTrail(brand)} />
      <header className="mt-6 flex flex-wrap items-center gap-5">
        <BrandHeading brand={brand} title={t('title', { brand: brand.name })}>
          <div className="mt-2">
            <GainBadge label={t('averageGain', { gain: brand.averageGain })} />
          </div>
        </BrandHeading>
      </header>
      {brand.intro && <p className="mt-6 max-w-3xl text-lg text-fg-muted">{brand.intro}</p>}

      {brand.models.length === 0 ? (
        <Maintenance
          title={states('brandPending', { brand: brand.name })}
          text={states('pendingText')}
          headingLevel={2}
        />
      ) : (
        <section aria-labelledby="models-title" className="mt-10">
          <h2 id="models-title" className="text-2xl font-bold">
            {t('chooseModel')}
          </h2>
          <CardLinks
            spread
            cards={brand.models.map((model) => ({
              key: model.slug,
              href: routes.model(brand.slug, model.slug),
              title: model.name,
              comingSoon: model.comingSoon ? t('comingSoon') : null,
              detail: <span className="text-sm text-accent">{t('viewYears')} →</span>,
            }))}
          />
        </section>
      )}
      <ContactSection
        title={t('contactTitle', { brand: brand.name })}
        prefill={{ brand: brand.name }}
      />
    </main>
  )
}
