import type { Metadata } from 'next'
import { notFound, permanentRedirect } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { fuelNamedGroup, gainPercent, isTunable } from '@/catalogue'
import { BrandHeading } from '@/catalogue/components/BrandHeading'
import { Breadcrumbs } from '@/catalogue/components/Breadcrumbs'
import { Advantages, ClosingCta } from '@/catalogue/components/EngineExtras'
import { NotTunable } from '@/catalogue/components/NotTunable'
import { PackageCards } from '@/catalogue/components/PackageCards'
import { PerformanceCard } from '@/catalogue/components/PerformanceCard'
import { engineTrail, vehicleOf } from '@/catalogue/components/vehicle'
import { getEngineAddress, getEnginePage, getStage1Offer } from '@/catalogue/data'
import { JsonLd } from '@/content/components/seo/JsonLd'
import { absoluteUrl, pageMetadata, figuresText, productJsonLd } from '@/content/server'
import { DynoMeasurement } from '@/dyno/components/DynoMeasurement'
import { toLocale } from '@/i18n/locales'
import { getPricing, getSiteSettings } from '@/kit/data/settings'
import { localizedPath, routes } from '@/kit/routes/routes'
import { CompareLink } from '@/search/components/CompareLink'

type Props = PageProps<'/[locale]/merken/[brand]/[model]/[year]/[engine]'>

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale: raw, brand, model, year, engine: slug } = await params
  const locale = toLocale(raw)
  const engine = await getEnginePage(brand, model, year, slug, locale)
  if (!engine) return {}
  const t = await getTranslations({ locale, namespace: 'Engine' })
  const offer = await getStage1Offer(engine, locale)
  const tunable = isTunable(engine)
  return pageMetadata({
    ownImage: true,
    locale,
    path: routes.catalogue(engine.path),
    title: t('title', { brand: engine.brand.name, model: engine.model.name, engine: engine.name }),
    description: t(tunable ? 'description' : 'descriptionNotTunable', {
      brand: engine.brand.name,
      model: engine.model.name,
      engine: engine.name,
      year: engine.year.label,
      stockHp: engine.stockHp,
      tunedHp: engine.tunedHp,
      stockNm: engine.stockNm,
      tunedNm: engine.tunedNm,
      price: offer.from
        ? t('priceFrom', { price: offer.price })
        : t('price', { price: offer.price }),
    }),
    keywords: [
      engine.brand.name,
      engine.model.name,
      engine.name,
      'stage 1',
      engine.ecu ?? '',
    ].filter(Boolean),
  })
}

export default async function EnginePage({ params }: Props) {
  const { locale: raw, brand, model, year, engine: slug } = await params
  const locale = toLocale(raw)
  setRequestLocale(locale)
  const address = await getEngineAddress(brand, model, year, slug)
  if (address.kind === 'moved')
    permanentRedirect(localizedPath(locale, routes.catalogue(address.engine.path)))
  const [engine, pricing, settings, t, fuels] = await Promise.all([
    getEnginePage(brand, model, year, slug, locale),
    getPricing(locale),
    getSiteSettings(),
    getTranslations('Engine'),
    getTranslations('Year.fuel'),
  ])
  // The layout has already answered every address that names no single engine.
  if (!engine) notFound()
  const offer = await getStage1Offer(engine, locale)
  const tunable = isTunable(engine)
  const vehicle = vehicleOf(engine, locale)
  // The catalogue names fuels in English (Petrol): a group's name is shown in the page's language.
  const fuelGroupName = engine.fuel ? fuelNamedGroup(engine.fuel) : null
  const fuel = fuelGroupName ? fuels(fuelGroupName) : engine.fuel
  const title = t('title', {
    brand: engine.brand.name,
    model: engine.model.name,
    engine: engine.name,
  })
  return (
    <main className="mx-auto max-w-6xl px-4 py-10">
      <Breadcrumbs locale={locale} trail={engineTrail(engine)} />
      <header className="mt-6 flex flex-wrap items-center gap-5">
        <BrandHeading brand={engine.brand} title={title}>
          <p className="mt-1 text-fg-muted">
            {engine.year.label}
            {fuel ? ` · ${fuel}` : ''}
            {engine.ecu ? ` · ${t('ecu', { ecu: engine.ecu })}` : ''}
          </p>
        </BrandHeading>
      </header>
      <div className="mt-8">
        <PerformanceCard figures={engine} />
        <div className="mt-3 flex justify-end">
          <CompareLink locale={locale} engineId={engine.id} />
        </div>
      </div>
      <DynoMeasurement enginePath={engine.path} locale={locale} catalogue={engine} />
      {tunable ? (
        <>
          <PackageCards
            vehicle={vehicle}
            offer={offer}
            fuel={engine.fuel}
            powerGain={gainPercent(engine.stockHp, engine.tunedHp)}
            optionFrom={pricing.optionFrom}
            stage2MaxGain={pricing.stage2MaxGain}
            quoteMailbox={settings.appointmentEmail}
          />
          <Advantages />
          <ClosingCta vehicle={vehicle} />
        </>
      ) : (
        <NotTunable vehicle={vehicle} />
      )}
      {tunable && (
        <JsonLd
          data={productJsonLd({
            name: `Stage 1 chiptuning ${engine.brand.name} ${engine.model.name} ${engine.name}`,
            description: figuresText(engine, locale),
            brand: engine.brand.name,
            url: absoluteUrl(locale, routes.catalogue(engine.path)),
            price: offer.price,
            seller: settings.businessName,
          })}
        />
      )}
    </main>
  )
}
