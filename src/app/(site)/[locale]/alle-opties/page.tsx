import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import {
  isTunable,
  optionsFor,
  engineSlugsFromQuery,
  type QueryValue,
  vehicleFromQuery,
} from '@/catalogue'
import { Breadcrumbs } from '@/catalogue/components/Breadcrumbs'
import { NotTunable } from '@/catalogue/components/NotTunable'
import { OptionList } from '@/catalogue/components/options/OptionList'
import { VehiclePanel } from '@/catalogue/components/options/VehiclePanel'
import { engineTrail, vehicleOf } from '@/catalogue/components/vehicle'
import { getEnginePage, getStage1Offer } from '@/catalogue/data'
import { JsonLd } from '@/content/components/seo/JsonLd'
import { absoluteUrl, offerCatalogJsonLd, pageMetadata } from '@/content/server'
import { toLocale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import { getPricing, getSiteSettings } from '@/kit/data/settings'
import { formatEuro } from '@/kit/format/money'
import { routes } from '@/kit/routes/routes'
import { buttonStyles } from '@/kit/ui/button-styles'

type Props = PageProps<'/[locale]/alle-opties'>

const PATH = routes.options

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = toLocale((await params).locale)
  const [t, pricing] = await Promise.all([
    getTranslations({ locale, namespace: 'Options' }),
    getPricing(locale),
  ])
  return pageMetadata({
    locale,
    path: PATH,
    title: t('metaTitle'),
    description: t('description', { price: formatEuro(pricing.optionFrom, locale) }),
    keywords: [t('title'), ...pricing.options.map((option) => option.name)],
  })
}

// The vehicle comes from the query string, so the page renders per request (its data is cached).
export const dynamic = 'force-dynamic'

/** All extra options; with the vehicle from an engine page's link when there is one. */
export default async function OptionsPage({ params, searchParams }: Props) {
  const locale = toLocale((await params).locale)
  setRequestLocale(locale)
  const query: Record<string, QueryValue> = await searchParams
  const slugs = engineSlugsFromQuery(query)
  const [t, pricing, settings, engine] = await Promise.all([
    getTranslations('Options'),
    getPricing(locale),
    getSiteSettings(),
    slugs ? getEnginePage(slugs.brand, slugs.model, slugs.year, slugs.engine, locale) : null,
  ])
  // The catalogue's names win over the query's: a link can be old or hand-written.
  const vehicle = engine ? vehicleOf(engine, locale) : vehicleFromQuery(query)
  const tunable = !engine || isTunable(engine)
  // For an engine: only what fits its fuel (no Pops & Bangs on an electric car), with its Stage 1.
  const options = engine
    ? tunable
      ? optionsFor(pricing.options, engine.fuel)
      : []
    : pricing.options
  const offer = engine && tunable ? await getStage1Offer(engine, locale) : null
  const crumb = { label: t('breadcrumb'), href: PATH }
  return (
    <main className="mx-auto max-w-6xl px-4 py-10">
      <Breadcrumbs locale={locale} trail={engine ? [...engineTrail(engine), crumb] : [crumb]} />
      <h1 className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">{t('title')}</h1>
      <p className="mt-3 max-w-3xl text-lg text-fg-muted">{t('intro')}</p>
      <p className="mt-2 font-semibold text-accent">
        {t('from', { price: formatEuro(pricing.optionFrom, locale) })}
      </p>

      {vehicle && !tunable ? (
        <NotTunable vehicle={vehicle} />
      ) : vehicle ? (
        <VehiclePanel vehicle={vehicle} engine={engine} offer={offer} />
      ) : (
        <section aria-labelledby="choose-title" className="mt-8 rounded-2xl bg-panel p-6">
          <h2 id="choose-title" className="text-xl font-bold">
            {t('chooseTitle')}
          </h2>
          <p className="mt-2 max-w-3xl text-fg-muted">{t('chooseText')}</p>
          <p className="mt-5">
            <Link href={routes.brands} data-cta="options" className={buttonStyles.primary}>
              {t('choose')}
            </Link>
          </p>
        </section>
      )}

      {tunable && <OptionList options={options} />}

      {!vehicle && (
        <p className="mt-10">
          <Link href={routes.booking} data-cta="options" className={buttonStyles.secondary}>
            {t('book')}
          </Link>
        </p>
      )}
      <JsonLd
        data={offerCatalogJsonLd({
          name: t('catalogName'),
          url: absoluteUrl(locale, PATH),
          seller: settings.businessName,
          options,
        })}
      />
    </main>
  )
}
