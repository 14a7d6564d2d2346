import { getLocale, getTranslations } from 'next-intl/server'
import type React from 'react'

import { PRICE } from '@/booking/components/package-price-slot'
import { PackageChoice } from '@/booking/components/PackageChoice.client'
import { getPromotion } from '@/booking/data/booking'
import { quotePackage } from '@/booking/rules/package'
import { formatEuro } from '@/catalogue/rules/money'
import { ClientMessages } from '@/content/components/ClientMessages'
import { buttonStyles } from '@/content/components/ui/button-styles'
import { CheckList } from '@/content/components/ui/CheckList'
import { getPricing } from '@/content/data/settings'
import type { VehicleRef } from '@/content/rules/links'
import { mailtoHref, optionsHref, stage1BookingQuery } from '@/content/rules/links'
import { localizedPath, routes } from '@/content/rules/routes'
import { toLocale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import { RequestDialog } from '@/requests/components/RequestDialog.client'

export type PackageCardsProps = {
  vehicle: VehicleRef
  stage1: { amount: number; isFallback: boolean }
  powerGain: number
  optionFrom: number
  stage2MaxGain: number
  /** The result page shows a range: +stage2MaxGain% to +stage2GainTo%. */
  stage2GainTo?: number
  quoteMailbox: string
  /** How the Stage 2 quote mail names the engine when not by its name: the result page's slug. */
  quoteEngine?: string
  /** The result page links to /alle-opties without the vehicle. */
  plainOptionsLink?: boolean
}

function Card({
  title,
  badge,
  children,
  highlight = false,
}: {
  title: string
  badge?: string
  children: React.ReactNode
  highlight?: boolean
}) {
  return (
    <article
      className={`relative flex flex-col rounded-2xl border bg-card p-6 shadow-sm ${highlight ? 'border-accent ring-2 ring-accent' : 'border-line'}`}
    >
      {badge && (
        <p className="absolute -top-3 left-6 rounded-full bg-accent px-3 py-1 text-xs font-bold text-on-accent">
          {badge}
        </p>
      )}
      <h3 className="text-xl font-bold">{title}</h3>
      {children}
    </article>
  )
}

function Features({ items }: { items: string[] }) {
  return <CheckList items={items} className="mt-4 flex-1 space-y-2 text-sm text-fg-muted" />
}

/** Info, Stage 1, extra options and Stage 2: the four package cards of engine and result pages. */
export async function PackageCards(props: PackageCardsProps) {
  const locale = toLocale(await getLocale())
  // The Stage 1 card adds up Pricing's extra options, at the promotion's price while it runs.
  const [pricing, promotion] = await Promise.all([getPricing(locale), getPromotion(locale)])
  const t = await getTranslations('Engine')
  const p = await getTranslations('Package')
  const euro = (amount: number) => formatEuro(amount, locale)
  const { vehicle, stage1 } = props
  // Stage 1 alone, as the card shows it until the visitor ticks an option.
  const base = quotePackage({
    stage1Name: 'Stage 1',
    stage1Price: stage1.amount,
    options: [],
    promotion,
    now: new Date(),
  })
  // The total's line with a slot for the amount: filled here for the page, in the browser later.
  const totalLine = p(stage1.isFallback ? 'totalFrom' : 'total', { price: PRICE })
  const c = await getTranslations('Common')
  const f = await getTranslations('ContactForm')
  // The quote mail is written in the visitor's language; the subject names the vehicle.
  const quote = {
    brand: vehicle.brand,
    model: vehicle.model,
    year: vehicle.buildYear,
    engine: props.quoteEngine ?? vehicle.engine,
  }
  const price = stage1.isFallback
    ? t('priceFrom', { price: stage1.amount })
    : t('price', { price: stage1.amount })
  return (
    <section aria-labelledby="packages-title" className="mt-10">
      <h2 id="packages-title" className="sr-only">
        {t('results')}
      </h2>
      <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-4">
        <Card title={t('infoTitle')}>
          <p className="mt-2 text-sm text-fg-muted">{t('infoText')}</p>
          <Features
            items={[
              t('infoFeatures.ecu'),
              t('infoFeatures.fuel'),
              t('infoFeatures.reversible'),
              t('infoFeatures.warranty'),
            ]}
          />
        </Card>

        <Card title={t('stage1')} badge={t('popular')} highlight>
          <p className="mt-2">
            <span className="text-3xl font-extrabold">{price}</span>{' '}
            <span className="text-sm text-fg-muted">{c('inclVat')}</span>
          </p>
          <Features
            items={[t('stage1Gain', { gain: props.powerGain }), t('fuelSaving'), t('warranty')]}
          />
          {/* A form, not a link: the ticked options travel to the booking, with or without script. */}
          <form action={localizedPath(locale, routes.stage1Booking)} method="get">
            {Object.entries(stage1BookingQuery(vehicle)).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <PackageChoice
              base={base.total}
              locale={locale}
              legend={p('optionsLegend')}
              totalTemplate={totalLine}
              options={pricing.options.map((option) => ({
                ...option,
                label: p('option', { name: option.name, price: euro(option.price) }),
              }))}
              initial={{
                total: totalLine.replace(PRICE, euro(base.total)),
                promotion: base.promotion
                  ? p('promotion', { price: euro(base.lines[0]!.price) })
                  : null,
              }}
            />
            <button type="submit" className={`${buttonStyles.primary} mt-6 w-full text-sm`}>
              {t('stage1Cta')}
            </button>
          </form>
        </Card>

        <Card title={t('optionsTitle')}>
          <p className="mt-2 font-semibold">{t('optionsFrom', { price: props.optionFrom })}</p>
          <Features
            items={[t('options.launch'), t('options.pops'), t('options.limiter'), t('options.eco')]}
          />
          <Link
            href={props.plainOptionsLink ? routes.options : optionsHref(vehicle)}
            className={`${buttonStyles.secondary} mt-6 text-sm`}
          >
            {t('optionsCta')}
          </Link>
        </Card>

        <Card title={t('stage2')}>
          <p className="mt-2 text-2xl font-extrabold">{t('onRequest')}</p>
          <Features
            items={[
              t('stage2Hardware'),
              props.stage2GainTo === undefined
                ? t('stage2Gain', { gain: props.stage2MaxGain })
                : t('stage2GainRange', { from: props.stage2MaxGain, to: props.stage2GainTo }),
            ]}
          />
          <ClientMessages namespaces={['ContactForm']}>
            <RequestDialog
              kind="stage2"
              label={t('stage2Cta')}
              title={f('stage2Title')}
              href={mailtoHref(
                props.quoteMailbox,
                t('stage2MailSubject', quote),
                t('stage2MailBody', quote),
              )}
              to={props.quoteMailbox}
              prefill={{
                brand: vehicle.brand,
                model: vehicle.model,
                buildYear: vehicle.buildYear,
                engine: vehicle.engine,
              }}
              className={`${buttonStyles.secondary} mt-6 text-sm`}
            />
          </ClientMessages>
        </Card>
      </div>
    </section>
  )
}
