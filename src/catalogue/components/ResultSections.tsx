import { getLocale, getTranslations } from 'next-intl/server'

import type { EnginePage } from '@/catalogue/data/types'
import type { Stage1Offer } from '@/catalogue/rules/offer'
import { displayYearSlug } from '@/catalogue/rules/years'
import { toLocale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import type { Pricing } from '@/kit/data/settings'
import { routes } from '@/kit/routes/routes'
import { buttonStyles } from '@/kit/ui/button-styles'
import { CheckList } from '@/kit/ui/CheckList'

import { BrandHeading } from './BrandHeading'
import { Stage1Price } from './Stage1Card'

type Fixed = Pricing['resultPage']

/** The package page's title, the vehicle it is for and the fixed price with call and book. */
export async function ResultHeader({
  title,
  engine,
  fixed,
  offer,
  tel,
}: {
  title: string
  engine: EnginePage
  fixed: Fixed
  offer: Stage1Offer
  tel: string
}) {
  const [t, locale] = await Promise.all([getTranslations('Result'), getLocale()])
  return (
    <header className="mt-6 grid gap-6 md:grid-cols-[1fr_auto] md:items-center">
      <div className="flex items-center gap-5">
        <BrandHeading brand={engine.brand} title={title}>
          <p className="mt-1 text-fg-muted">
            {fixed.engine} · {t('year', { year: displayYearSlug(engine.year.slug) })}
          </p>
        </BrandHeading>
      </div>
      <div className="rounded-2xl bg-panel p-6 text-center">
        {/* The price as the Stage 1 card states it: one offer, promotion and all. */}
        <Stage1Price offer={offer} locale={toLocale(locale)} size="large" />
        <p className="text-sm text-fg-muted">{t('includesInstallation')}</p>
        <div className="mt-4 flex flex-wrap justify-center gap-2">
          <a href={tel} className={buttonStyles.secondary}>
            {t('call')}
          </a>
          <Link href={routes.booking} className={buttonStyles.primary}>
            {t('book')}
          </Link>
        </div>
      </div>
    </header>
  )
}

/** What staff wrote about this engine's package in the admin, when they wrote anything. */
export async function PackageDetails({
  description,
  features,
}: {
  description: string | null
  features: string[]
}) {
  if (!description && features.length === 0) return null
  const t = await getTranslations('Result')
  return (
    <section aria-labelledby="package-title" className="mt-10 max-w-3xl">
      <h2 id="package-title" className="text-2xl font-bold">
        {t('packageTitle')}
      </h2>
      {description && <p className="mt-3 whitespace-pre-line text-fg-muted">{description}</p>}
      {features.length > 0 && (
        <CheckList items={features} className="mt-4 grid gap-2 sm:grid-cols-2" />
      )}
    </section>
  )
}

const steps = ['intake', 'read', 'map', 'write', 'test'] as const

/** How a Stage 1 remap goes, in five numbered steps. */
export async function ProcessSteps() {
  const t = await getTranslations('Result')
  return (
    <section aria-labelledby="process-title" className="mt-12">
      <h2 id="process-title" className="text-2xl font-bold">
        {t('processTitle')}
      </h2>
      <ol className="mt-4 grid gap-4 md:grid-cols-5">
        {steps.map((key, index) => (
          <li key={key} className="rounded-xl border border-line p-4">
            <span className="text-sm font-bold text-accent">{index + 1}</span>
            <p className="mt-1">{t(`steps.${key}`)}</p>
          </li>
        ))}
      </ol>
    </section>
  )
}

/** The closing call to action: call, book this package online, or take the brochure along. */
export async function ResultCta(props: {
  packageName: string
  fixed: Fixed
  offer: Stage1Offer
  tel: string
  bookingHref: string
  brochureHref: string
}) {
  const { packageName, fixed, tel, offer } = props
  const t = await getTranslations('Result')
  return (
    <section className="mt-12 rounded-2xl bg-night p-8 text-white">
      <h2 className="text-2xl font-bold">
        {t(offer.from ? 'ctaTitleFrom' : 'ctaTitle', { package: packageName, price: offer.price })}
      </h2>
      <p className="mt-2 text-fg-muted">
        {t('ctaText', { duration: fixed.duration, years: fixed.warrantyYears })}
      </p>
      <p className="mt-1 text-fg-muted">
        {t('rating', { rating: fixed.rating, count: fixed.reviewCount })}
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <a href={tel} className={buttonStyles.secondary}>
          {t('callDirect')}
        </a>
        <Link href={props.bookingHref} className={buttonStyles.primary}>
          {t('bookOnline')}
        </Link>
        {/* A file, not a page: a plain link so the browser downloads it. */}
        <a href={props.brochureHref} download className={buttonStyles.secondary}>
          {t('brochure')}
        </a>
      </div>
    </section>
  )
}
