import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { BrandLogo } from '@/components/catalogue/BrandLogo'
import { Breadcrumbs } from '@/components/catalogue/Breadcrumbs'
import { GainBadge } from '@/components/catalogue/GainBadge'
import { LinkPending } from '@/components/catalogue/LinkPending.client'
import { Maintenance } from '@/components/catalogue/states'
import { ContactSection } from '@/components/forms/ContactSection'
import { NotFoundView } from '@/components/layout/NotFoundStatus'
import { getBrandPage } from '@/data/catalogue'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'
import { notFoundMetadata, pageMetadata } from '@/seo/page-metadata'

import BrandNotFound from '../not-found'

type Props = { params: Promise<{ locale: Locale; brand: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, brand: slug } = await params
  const brand = await getBrandPage(slug, locale)
  if (!brand) return notFoundMetadata((await getTranslations({ locale, namespace: 'States' }))('brandNotFound'))
  const t = await getTranslations({ locale, namespace: 'Brand' })
  return pageMetadata({
    locale,
    path: `/merken/${brand.slug}`,
    title: brand.seo.title ?? t('title', { brand: brand.name }),
    description: brand.seo.description ?? t('description', { brand: brand.name, gain: brand.averageGain }),
    keywords: [brand.name, `${brand.name} chiptuning`],
  })
}

export default async function BrandPage({ params }: Props) {
  const { locale, brand: slug } = await params
  setRequestLocale(locale)
  const [brand, t, states] = await Promise.all([getBrandPage(slug, locale), getTranslations('Brand'), getTranslations('States')])
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
      <Breadcrumbs locale={locale} trail={[{ label: brand.name, href: `/merken/${brand.slug}` }]} />
      <header className="mt-6 flex flex-wrap items-center gap-5">
        <BrandLogo name={brand.name} slug={brand.slug} src={brand.logoUrl} size="xl" />
        <div>
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('title', { brand: brand.name })}</h1>
          <div className="mt-2">
            <GainBadge label={t('averageGain', { gain: brand.averageGain })} />
          </div>
        </div>
      </header>
      {brand.intro && <p className="mt-6 max-w-3xl text-lg text-slate-700">{brand.intro}</p>}

      {brand.models.length === 0 ? (
        <Maintenance title={states('brandPending', { brand: brand.name })} text={states('pendingText')} headingLevel={2} />
      ) : (
        <section aria-labelledby="models-title" className="mt-10">
          <h2 id="models-title" className="text-2xl font-bold">
            {t('chooseModel')}
          </h2>
          <ul className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
            {brand.models.map((model) => (
              <li key={model.slug}>
                <Link
                  href={`/merken/${brand.slug}/${model.slug}`}
                  className="flex h-full flex-col justify-between gap-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-700"
                >
                  <span className="font-semibold text-slate-900">{model.name}</span>
                  {model.comingSoon ? (
                    <span className="w-fit rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">{t('comingSoon')}</span>
                  ) : (
                    <span className="text-sm text-brand-700">{t('viewYears')} →</span>
                  )}
                  <LinkPending />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      <ContactSection title={t('contactTitle', { brand: brand.name })} prefill={{ brand: brand.name }} />
    </main>
  )
}
