import type { Metadata } from 'next'
import { notFound, permanentRedirect } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { BrandLogo } from '@/components/catalogue/BrandLogo'
import { Breadcrumbs } from '@/components/catalogue/Breadcrumbs'
import { Advantages, ClosingCta } from '@/components/catalogue/EngineExtras'
import { PackageCards } from '@/components/catalogue/PackageCards'
import { PerformanceCard } from '@/components/catalogue/PerformanceCard'
import { engineTrail, vehicleOf } from '@/components/catalogue/vehicle'
import { JsonLd } from '@/components/seo/JsonLd'
import { getEngineAddress, getEnginePage } from '@/data/catalogue'
import { getPricing, getSiteSettings } from '@/data/settings'
import { gainPercent } from '@/domain/gain'
import { stage1Price } from '@/domain/price'
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/seo/alternates'
import { pageMetadata } from '@/seo/page-metadata'
import { siteUrl } from '@/site-url'

type Params = { locale: Locale; brand: string; model: string; year: string; engine: string }
type Props = { params: Promise<Params> }

const load = ({ brand, model, year, engine, locale }: Params) => getEnginePage(brand, model, year, engine, locale)

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const p = await params
  const [engine, pricing] = await Promise.all([load(p), getPricing(p.locale)])
  if (!engine) return {}
  const t = await getTranslations({ locale: p.locale, namespace: 'Engine' })
  const stage1 = stage1Price(engine, pricing.stage1Fallback)
  return pageMetadata({
    locale: p.locale,
    path: `/merken/${engine.path}`,
    title: t('title', { brand: engine.brand.name, model: engine.model.name, engine: engine.name }),
    description: t('description', {
      brand: engine.brand.name,
      model: engine.model.name,
      engine: engine.name,
      year: engine.year.label,
      stockHp: engine.stockHp,
      tunedHp: engine.tunedHp,
      stockNm: engine.stockNm,
      tunedNm: engine.tunedNm,
      price: stage1.isFallback ? t('priceFrom', { price: stage1.amount }) : t('price', { price: stage1.amount }),
    }),
    keywords: [engine.brand.name, engine.model.name, engine.name, 'stage 1', engine.ecu ?? ''].filter(Boolean),
  })
}

export default async function EnginePage({ params }: Props) {
  const p = await params
  setRequestLocale(p.locale)
  const address = await getEngineAddress(p.brand, p.model, p.year, p.engine)
  if (address.kind === 'moved') permanentRedirect(localizedPath(p.locale, `/merken/${address.engine.path}`))
  const [engine, pricing, settings, t] = await Promise.all([load(p), getPricing(p.locale), getSiteSettings(), getTranslations('Engine')])
  // The layout has already answered every address that names no single engine.
  if (!engine) notFound()
  const stage1 = stage1Price(engine, pricing.stage1Fallback)
  const vehicle = vehicleOf(engine, p.locale)
  const title = t('title', { brand: engine.brand.name, model: engine.model.name, engine: engine.name })
  return (
    <main className="mx-auto max-w-6xl px-4 py-10">
      <Breadcrumbs
        locale={p.locale}
        trail={engineTrail(engine)}
      />
      <header className="mt-6 flex flex-wrap items-center gap-5">
        <BrandLogo name={engine.brand.name} slug={engine.brand.slug} src={engine.brand.logoUrl} size="xl" />
        <div>
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
          <p className="mt-1 text-slate-700">
            {engine.year.label}
            {engine.fuel ? ` · ${engine.fuel}` : ''}
            {engine.ecu ? ` · ${t('ecu', { ecu: engine.ecu })}` : ''}
          </p>
        </div>
      </header>
      <div className="mt-8">
        <PerformanceCard figures={engine} />
      </div>
      <PackageCards
        vehicle={vehicle}
        stage1={stage1}
        powerGain={gainPercent(engine.stockHp, engine.tunedHp)}
        optionFrom={pricing.optionFrom}
        stage2MaxGain={pricing.stage2MaxGain}
        quoteMailbox={settings.appointmentEmail}
      />
      <Advantages />
      <ClosingCta vehicle={vehicle} />
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'Product',
          name: `Stage 1 chiptuning ${engine.brand.name} ${engine.model.name} ${engine.name}`,
          description: `${engine.stockHp} → ${engine.tunedHp} pk, ${engine.stockNm} → ${engine.tunedNm} Nm`,
          brand: { '@type': 'Brand', name: engine.brand.name },
          url: `${siteUrl}${vehicle.path}`,
          offers: {
            '@type': 'Offer',
            price: stage1.amount,
            priceCurrency: 'EUR',
            availability: 'https://schema.org/InStock',
            seller: { '@type': 'AutoRepair', name: settings.businessName },
          },
        }}
      />
    </main>
  )
}
