import { getLocale, getTranslations } from 'next-intl/server'
import type React from 'react'

import type { Stage1Offer } from '@/catalogue/rules/offer'
import { optionsFor } from '@/catalogue/rules/option-fuels'
import { toLocale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import { getPricing } from '@/kit/data/settings'
import { type VehicleRef, mailtoHref, optionsHref } from '@/kit/routes/links'
import { routes } from '@/kit/routes/routes'
import { buttonStyles } from '@/kit/ui/button-styles'
import { CheckList } from '@/kit/ui/CheckList'
import { ClientMessages } from '@/kit/ui/ClientMessages'
import { RequestDialog } from '@/requests/components/RequestDialog.client'

import { Stage1Form, Stage1Price } from './Stage1Card'
import { requestPrefill } from './vehicle'

export type PackageCardsProps = {
  vehicle: VehicleRef
  /** Stage 1 as stage1Offer states it for this engine, now. */
  offer: Stage1Offer
  /** The engine's fuel: only the options that fit it are offered. */
  fuel: string | null
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
  const [pricing, t, f] = await Promise.all([
    getPricing(locale),
    getTranslations('Engine'),
    getTranslations('ContactForm'),
  ])
  const { vehicle, offer } = props
  const options = optionsFor(pricing.options, props.fuel)
  // The quote mail is written in the visitor's language; the subject names the vehicle.
  const quote = {
    brand: vehicle.brand,
    model: vehicle.model,
    year: vehicle.buildYear,
    engine: props.quoteEngine ?? vehicle.engine,
  }
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
          <Stage1Price offer={offer} locale={locale} />
          <Features
            items={[t('stage1Gain', { gain: props.powerGain }), t('fuelSaving'), t('warranty')]}
          />
          <Stage1Form vehicle={vehicle} offer={offer} options={options} locale={locale} />
        </Card>

        <Card title={t('optionsTitle')}>
          <p className="mt-2 font-semibold">{t('optionsFrom', { price: props.optionFrom })}</p>
          {/* The options staff offer for this engine's fuel (no Pops & Bangs on an electric car). */}
          <Features items={options.map((option) => option.name)} />
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
              prefill={requestPrefill(vehicle)}
              className={`${buttonStyles.secondary} mt-6 text-sm`}
            />
          </ClientMessages>
        </Card>
      </div>
    </section>
  )
}
