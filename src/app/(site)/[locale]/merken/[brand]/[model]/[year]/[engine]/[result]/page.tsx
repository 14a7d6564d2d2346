import type { Metadata } from 'next'
import { permanentRedirect } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { BrandLogo } from '@/components/catalogue/BrandLogo'
import { Breadcrumbs } from '@/components/catalogue/Breadcrumbs'
import { PackageCards } from '@/components/catalogue/PackageCards'
import { PerformanceCard, resultBars } from '@/components/catalogue/PerformanceCard'
import { TileSection } from '@/components/catalogue/TileSection'
import { engineTrail, vehicleOf } from '@/components/catalogue/vehicle'
import { NotFoundView } from '@/components/layout/NotFoundStatus'
import { JsonLd } from '@/components/seo/JsonLd'
import { buttonStyles } from '@/components/ui/button-styles'
import { getEngineAddress } from '@/data/catalogue'
import { getResultPage } from '@/data/result'
import { getSiteSettings } from '@/data/settings'
import { gainPercent } from '@/domain/gain'
import { stage1BookingHref, telHref } from '@/domain/links'
import { displayYearSlug } from '@/domain/years'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/seo/alternates'
import { notFoundMetadata, pageMetadata } from '@/seo/page-metadata'
import { siteUrl } from '@/site-url'

import ResultNotFound from '../not-found'

type Params = {
  locale: Locale
  brand: string
  model: string
  year: string
  engine: string
  result: string
}
type Props = { params: Promise<Params> }

const load = (p: Params) => getResultPage(p)

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const p = await params
  const data = await load(p)
  // An unknown engine is named by the engine layout; only a missing package is named here.
  if (!data && (await getEngineAddress(p.brand, p.model, p.year, p.engine)).kind !== 'engine') return {}
  if (!data) return notFoundMetadata((await getTranslations({ locale: p.locale, namespace: 'States' }))('resultNotFound'))
  const { engine, result, pricing } = data
  const t = await getTranslations({ locale: p.locale, namespace: 'Result' })
  const fixed = pricing.resultPage
  return pageMetadata({
    locale: p.locale,
    path: `/merken/${engine.path}/${result.slug}`,
    title: t('title', { package: result.type, brand: engine.brand.name, model: engine.model.name }),
    description: t('description', {
      package: result.type,
      brand: engine.brand.name,
      model: engine.model.name,
      engine: engine.name,
      price: fixed.price,
      duration: fixed.duration,
      warranty: fixed.warrantyYears,
    }),
    keywords: [engine.brand.name, engine.model.name, result.type],
  })
}

const steps = ['intake', 'read', 'map', 'write', 'test'] as const
const benefits = ['power', 'torque', 'fuel', 'drive'] as const

/** Rendered on first request, then cached until the catalogue tag is revalidated (ISR). */
export function generateStaticParams() {
  return []
}

/** The fixed Stage 1 product page of the spec; its figures are the pricing global's, editable by staff. */
export default async function ResultPage({ params }: Props) {
  const p = await params
  setRequestLocale(p.locale)
  const address = await getEngineAddress(p.brand, p.model, p.year, p.engine)
  if (address.kind === 'moved') permanentRedirect(localizedPath(p.locale, `/merken/${address.engine.path}/${p.result}`))
  const [data, settings, t] = await Promise.all([
    load(p),
    getSiteSettings(),
    getTranslations('Result'),
  ])
  if (!data) {
    return (
      <NotFoundView>
        <ResultNotFound />
      </NotFoundView>
    )
  }
  const { engine, result, pricing } = data
  const fixed = pricing.resultPage
  const vehicle = vehicleOf(engine, p.locale)
  const tel = telHref(settings.phone)
  const title = t('title', {
    package: result.type,
    brand: engine.brand.name,
    model: engine.model.name,
  })
  return (
    <main className="mx-auto max-w-6xl px-4 py-10">
      <Breadcrumbs
        locale={p.locale}
        trail={[
          ...engineTrail(engine),
          { label: result.type, href: `/merken/${engine.path}/${result.slug}` },
        ]}
      />
      <header className="mt-6 grid gap-6 md:grid-cols-[1fr_auto] md:items-center">
        <div className="flex items-center gap-5">
          <BrandLogo
            name={engine.brand.name}
            slug={engine.brand.slug}
            src={engine.brand.logoUrl}
            size="xl"
          />
          <div>
            <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
            <p className="mt-1 text-slate-700">
              {fixed.engine} · {t('year', { year: displayYearSlug(engine.year.slug) })}
            </p>
          </div>
        </div>
        <div className="rounded-2xl bg-slate-50 p-6 text-center">
          <p className="text-4xl font-extrabold">€{fixed.price}</p>
          <p className="text-sm text-slate-700">{t('includesInstallation')}</p>
          <div className="mt-4 flex flex-wrap justify-center gap-2">
            <a href={tel} className={buttonStyles.secondary}>
              {t('call')}
            </a>
            <Link href="/afspraak" className={buttonStyles.primary}>
              {t('book')}
            </Link>
          </div>
        </div>
      </header>

      <section aria-labelledby="comparison-title" className="mt-10">
        <h2 id="comparison-title" className="mb-4 text-2xl font-bold">
          {t('comparison')}
        </h2>
        <PerformanceCard figures={fixed} bars={resultBars} />
      </section>

      <TileSection
        id="benefits-title"
        title={t('benefitsTitle')}
        items={benefits.map((key) => t(`benefits.${key}`))}
        columns="sm:grid-cols-2 lg:grid-cols-4"
      />

      <PackageCards
        vehicle={{ ...vehicle, engine: engine.slug }}
        stage1={{ amount: fixed.price, isFallback: false }}
        powerGain={gainPercent(fixed.stockHp, fixed.tunedHp)}
        optionFrom={pricing.optionFrom}
        stage2MaxGain={pricing.stage2MaxGain}
        quoteMailbox={settings.appointmentEmail}
        plainOptionsLink
      />

      <section aria-labelledby="process-title" className="mt-12">
        <h2 id="process-title" className="text-2xl font-bold">
          {t('processTitle')}
        </h2>
        <ol className="mt-4 grid gap-4 md:grid-cols-5">
          {steps.map((key, index) => (
            <li key={key} className="rounded-xl border border-slate-200 p-4">
              <span className="text-sm font-bold text-brand-700">{index + 1}</span>
              <p className="mt-1">{t(`steps.${key}`)}</p>
            </li>
          ))}
        </ol>
      </section>

      <TileSection
        id="warranty-title"
        title={t('warrantyTitle')}
        items={[t('warrantyYears', { years: fixed.warrantyYears }), t('reversible'), t('support')]}
        columns="sm:grid-cols-3"
      />

      <section className="mt-12 rounded-2xl bg-ink-900 p-8 text-white">
        <h2 className="text-2xl font-bold">
          {t('ctaTitle', { package: result.type, price: fixed.price })}
        </h2>
        <p className="mt-2 text-slate-200">
          {t('ctaText', { duration: fixed.duration, years: fixed.warrantyYears })}
        </p>
        <p className="mt-1 text-slate-200">
          {t('rating', { rating: fixed.rating, count: fixed.reviewCount })}
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <a href={tel} className={buttonStyles.secondary}>
            {t('callDirect')}
          </a>
          <Link href={stage1BookingHref(vehicle)} className={buttonStyles.primary}>
            {t('bookOnline')}
          </Link>
          {/* A file, not a page: a plain link so the browser downloads it. */}
          <a href={localizedPath(p.locale, `/merken/${engine.path}/${result.slug}/brochure`)} download className={buttonStyles.secondary}>
            {t('brochure')}
          </a>
        </div>
      </section>

      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'Product',
          name: title,
          description: `${fixed.engine}: ${fixed.stockHp} → ${fixed.tunedHp} pk, ${fixed.stockNm} → ${fixed.tunedNm} Nm`,
          brand: { '@type': 'Brand', name: engine.brand.name },
          url: `${siteUrl}${vehicle.path}/${result.slug}`,
          offers: {
            '@type': 'Offer',
            price: fixed.price,
            priceCurrency: 'EUR',
            availability: 'https://schema.org/InStock',
          },
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: fixed.rating,
            reviewCount: fixed.reviewCount,
          },
        }}
      />
    </main>
  )
}
