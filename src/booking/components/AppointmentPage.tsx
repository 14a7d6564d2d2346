import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { getCalendarRules, getChosenDay } from '@/booking/data/booking'
import { keptQuery, readDayChoice } from '@/booking/rules/day-links'
import { promotionRuns, queryText } from '@/catalogue'
import { promotionCopy } from '@/catalogue/components/promotion-copy'
import { getPromotion } from '@/catalogue/data'
import { Breadcrumbs } from '@/content/components/layout/Breadcrumbs'
import { JsonLd } from '@/content/components/seo/JsonLd'
import { businessJsonLd, pageMetadata } from '@/content/server'
import type { Locale } from '@/i18n/locales'
import { getSiteSettings } from '@/kit/data/settings'
import { telHref } from '@/kit/routes/links'
import { routes } from '@/kit/routes/routes'
import { ClientMessages } from '@/kit/ui/ClientMessages'

import { BookingForm } from './BookingForm.client'
import { ChosenPackage } from './ChosenPackage'
import { DateWithoutScript, SubmitWithoutScript } from './DateWithoutScript'
import type { VehiclePrefill } from '../data/types'

export type SearchParams = Record<string, string | string[] | undefined>

/**
 * One query value as display text (no control characters, bounded): prefilled vehicle fields
 * come from links anyone can write, and are read-only, so a visitor could not correct them.
 */
export const queryValue = (value: string | string[] | undefined, maxLength?: number) =>
  queryText(value, maxLength) || undefined

export async function appointmentMetadata(
  locale: Locale,
  variant: 'general' | 'stage1',
): Promise<Metadata> {
  const [t, k] = await Promise.all([
    getTranslations({ locale, namespace: 'Appointment' }),
    getTranslations({ locale, namespace: 'Keywords' }),
  ])
  return pageMetadata({
    locale,
    path: variant === 'stage1' ? routes.stage1Booking : routes.booking,
    title: variant === 'stage1' ? t('stage1Title') : t('title'),
    description: t('description'),
    keywords: [...k('appointment').split(', '), ...(variant === 'stage1' ? ['stage 1'] : [])],
  })
}

/** The booking form in its own section: on the appointment pages and in the services page. */
export async function BookingSection({
  locale,
  prefill = {},
  entered,
  location,
  query = {},
}: {
  locale: Locale
  prefill?: VehiclePrefill
  /** The values of a booking sent without script and refused, handed back by the answer page. */
  entered?: Record<string, string>
  location: string
  /** The page's query: the day, place and month its calendar links chose (before script). */
  query?: SearchParams
}) {
  const choice = readDayChoice(query)
  const [t, booking, rules, chosen] = await Promise.all([
    getTranslations({ locale, namespace: 'Appointment' }),
    getTranslations({ locale, namespace: 'Booking' }),
    getCalendarRules(),
    getChosenDay(choice, locale),
  ])
  // Drawn here, not in the form's bundle: only a browser without script shows them.
  const withoutScript = {
    date: (
      <DateWithoutScript
        rules={rules}
        locale={locale}
        selected={entered?.appointmentDate ?? chosen?.date}
        name="appointmentDate"
        label={booking('noScriptDate')}
        hint={booking('noScriptDateHint')}
      />
    ),
    submit: <SubmitWithoutScript label={booking('confirm')} />,
  }
  return (
    <section
      aria-labelledby="schedule-title"
      className="mt-10 sm:rounded-card sm:border sm:border-line sm:p-6"
      id="afspraak"
    >
      <h2 id="schedule-title" className="mb-6 text-2xl font-bold">
        {t('scheduleTitle')}
      </h2>
      <ClientMessages namespaces={['Booking', 'BookingApi', 'Kenteken', 'Waitlist']}>
        <BookingForm
          rules={rules}
          prefill={prefill}
          entered={entered}
          withoutScript={withoutScript}
          location={location}
          chosen={chosen}
          month={choice.month}
          kept={keptQuery(query)}
        />
      </ClientMessages>
    </section>
  )
}

/** The appointment landing page: claims, promotion, questions and the booking form. */
export async function AppointmentPage({
  locale,
  variant,
  prefill,
  query,
}: {
  locale: Locale
  variant: 'general' | 'stage1'
  prefill: VehiclePrefill
  query: SearchParams
}) {
  const [t, promotion, settings] = await Promise.all([
    getTranslations({ locale, namespace: 'Appointment' }),
    getPromotion(locale),
    getSiteSettings(),
  ])
  const promoRunning = promotionRuns(promotion, new Date())
  const promoText = promoRunning ? await promotionCopy(promotion, locale) : null
  const title = variant === 'stage1' ? t('stage1Title') : t('title')
  // "Your vehicle is already filled in" only when a link did fill it in.
  const vehicleGiven = Object.values(prefill).some(Boolean)
  return (
    <main className="mx-auto max-w-6xl px-4 py-10">
      <Breadcrumbs
        locale={locale}
        trail={[
          { label: title, href: variant === 'stage1' ? routes.stage1Booking : routes.booking },
        ]}
      />
      <header className="mt-6 max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        <p className="mt-3 text-lg text-fg-muted">
          {variant === 'stage1' && vehicleGiven ? t('stage1Subtitle') : t('subtitle')}
        </p>
      </header>
      <ul className="mt-6 grid gap-3 sm:grid-cols-3">
        {[t('experience'), t('customers'), t('guarantee')].map((claim) => (
          <li key={claim} className="rounded-xl bg-panel p-4 font-medium">
            {claim}
          </li>
        ))}
      </ul>
      {promoText && (
        <p className="mt-6 rounded-xl bg-accent-soft p-4 font-semibold text-accent">
          {promoText.title} {promoText.until}
        </p>
      )}
      {variant === 'stage1' && <ChosenPackage locale={locale} prefill={prefill} />}
      <BookingSection
        locale={locale}
        prefill={prefill}
        location={variant === 'stage1' ? 'afspraak-stage1' : 'afspraak'}
        query={query}
      />
      <section aria-labelledby="questions-title" className="mt-10 rounded-2xl bg-panel p-6">
        <h2 id="questions-title" className="text-xl font-bold">
          {t('questionsTitle')}
        </h2>
        <p className="mt-2 text-fg-muted">{t('questionsText')}</p>
        <p className="mt-4 flex flex-wrap gap-4">
          <a href={telHref(settings.phone)} className="font-semibold text-accent underline">
            {t('call', { phone: settings.phone })}
          </a>
          <a
            href={`mailto:${settings.appointmentEmail}`}
            className="font-semibold text-accent underline"
          >
            {t('mail', { email: settings.appointmentEmail })}
          </a>
        </p>
      </section>
      <JsonLd
        data={businessJsonLd(settings, {
          potentialAction: { '@type': 'ReserveAction', name: t('title') },
        })}
      />
    </main>
  )
}
