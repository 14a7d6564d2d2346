import type { Metadata } from 'next'
import { permanentRedirect } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { gainPercent } from '@/catalogue'
import { Breadcrumbs } from '@/catalogue/components/Breadcrumbs'
import { PackageCards } from '@/catalogue/components/PackageCards'
import { PerformanceCard, resultBars } from '@/catalogue/components/PerformanceCard'
import {
  ProcessSteps,
  ResultCta,
  PackageDetails,
  ResultHeader,
} from '@/catalogue/components/ResultSections'
import { TileSection } from '@/catalogue/components/TileSection'
import { engineTrail, vehicleOf } from '@/catalogue/components/vehicle'
import { getEngineAddress, getResultPage } from '@/catalogue/data'
import { NotFoundView } from '@/content/components/layout/NotFoundStatus'
import { JsonLd } from '@/content/components/seo/JsonLd'
import {
  absoluteUrl,
  notFoundMetadata,
  pageMetadata,
  figuresText,
  productJsonLd,
} from '@/content/server'
import { toLocale } from '@/i18n/locales'
import { getSiteSettings } from '@/kit/data/settings'
import { stage1BookingHref, telHref } from '@/kit/routes/links'
import { localizedPath, routes } from '@/kit/routes/routes'

import ResultNotFound from './not-found'

type Props = PageProps<'/[locale]/merken/[brand]/[model]/[year]/[engine]/[result]'>

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const p = await params
  const locale = toLocale(p.locale)
  const data = await getResultPage({ ...p, locale })
  if (!data)
    return notFoundMetadata(
      (await getTranslations({ locale, namespace: 'States' }))('resultNotFound'),
    )
  const { engine, result, pricing, offer } = data
  const t = await getTranslations({ locale, namespace: 'Result' })
  const fixed = pricing.resultPage
  const names = { package: result.type, brand: engine.brand.name, model: engine.model.name }
  return pageMetadata({
    ownImage: true,
    locale,
    path: routes.result(engine.path, result.slug),
    title: t('title', names),
    description: t('description', {
      ...names,
      engine: engine.name,
      price: offer.price,
      duration: fixed.duration,
      warranty: fixed.warrantyYears,
    }),
    keywords: [engine.brand.name, engine.model.name, result.type],
  })
}

const benefits = [
  { key: 'power', icon: 'zap' },
  { key: 'torque', icon: 'gauge' },
  { key: 'fuel', icon: 'fuel' },
  { key: 'drive', icon: 'activity' },
] as const

/** Rendered on first request, then cached until the catalogue tag is revalidated (ISR). */
export function generateStaticParams() {
  return []
}

/**
 * The fixed Stage 1 product page; its figures are the pricing global's, editable by staff.
 * It lives outside the catalogue levels' layouts: whichever part of its address is unknown
 * (brand, model, build year, engine or package), it answers "Result not found" itself.
 */
export default async function ResultPage({ params }: Props) {
  const p = await params
  const locale = toLocale(p.locale)
  setRequestLocale(locale)
  const address = await getEngineAddress(p.brand, p.model, p.year, p.engine)
  if (address.kind === 'moved')
    permanentRedirect(localizedPath(locale, routes.result(address.engine.path, p.result)))
  const [data, settings, t] = await Promise.all([
    getResultPage({ ...p, locale }),
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
  const { engine, result, pricing, offer } = data
  const fixed = pricing.resultPage
  const vehicle = vehicleOf(engine, locale)
  const tel = telHref(settings.phone)
  const path = routes.result(engine.path, result.slug)
  const title = t('title', {
    package: result.type,
    brand: engine.brand.name,
    model: engine.model.name,
  })
  return (
    <main className="mx-auto max-w-6xl px-4 py-10">
      <Breadcrumbs
        locale={locale}
        trail={[...engineTrail(engine), { label: result.type, href: path }]}
      />
      <ResultHeader title={title} engine={engine} fixed={fixed} offer={offer} tel={tel} />
      <PackageDetails description={result.description} features={result.features} />

      <section aria-labelledby="comparison-title" className="mt-10">
        <h2 id="comparison-title" className="mb-4 text-2xl font-bold">
          {t('comparison')}
        </h2>
        <PerformanceCard figures={fixed} bars={resultBars} />
      </section>

      <TileSection
        id="benefits-title"
        title={t('benefitsTitle')}
        items={benefits.map(({ key, icon }) => ({ text: t(`benefits.${key}`), icon }))}
        columns="sm:grid-cols-2 lg:grid-cols-4"
      />

      <PackageCards
        // Stage 1 is booked at this page's price: the booking reads it from this address.
        vehicle={{ ...vehicle, path: localizedPath(locale, path) }}
        quoteEngine={engine.slug}
        offer={offer}
        fuel={engine.fuel}
        powerGain={gainPercent(fixed.stockHp, fixed.tunedHp)}
        optionFrom={pricing.optionFrom}
        stage2MaxGain={pricing.stage2MaxGain}
        stage2GainTo={pricing.stage2ResultMaxGain}
        quoteMailbox={settings.appointmentEmail}
        plainOptionsLink
      />

      <ProcessSteps />

      <TileSection
        id="warranty-title"
        title={t('warrantyTitle')}
        items={[
          { text: t('warrantyYears', { years: fixed.warrantyYears }), icon: 'shieldCheck' },
          { text: t('reversible'), icon: 'undo2' },
          { text: t('support'), icon: 'headset' },
        ]}
        columns="sm:grid-cols-3"
      />

      <ResultCta
        packageName={result.type}
        fixed={fixed}
        offer={offer}
        tel={tel}
        bookingHref={stage1BookingHref(vehicle)}
        brochureHref={localizedPath(locale, routes.brochure(engine.path, result.slug))}
      />

      <JsonLd
        data={productJsonLd({
          name: title,
          description: `${fixed.engine}: ${figuresText(fixed, locale)}`,
          brand: engine.brand.name,
          url: absoluteUrl(locale, path),
          price: offer.price,
          rating: { value: fixed.rating, count: fixed.reviewCount },
        })}
      />
    </main>
  )
}
