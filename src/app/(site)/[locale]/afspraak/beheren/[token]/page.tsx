import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import {
  isAddressLimit,
  closedPeriodOn,
  closedPeriodReason,
  isUnavailableReason,
  readDayChoice,
} from '@/booking'
import { MoveBookingForm } from '@/booking/components/MoveBookingForm.client'
import { getCalendarRules } from '@/booking/data'
import { addressLimitText, findManagedBooking, currentBookingRules } from '@/booking/server'
import { quoteSummary } from '@/catalogue'
import { hasSentReport } from '@/dyno/server'
import { toLocale } from '@/i18n/locales'
import { serverTranslator } from '@/i18n/server'
import { getSiteSettings } from '@/kit/data/settings'
import { isIsoDate } from '@/kit/format/dates'
import { longDate } from '@/kit/format/long-date'
import { formatEuro } from '@/kit/format/money'
import { localizedPath, routes } from '@/kit/routes/routes'
import { buttonStyles } from '@/kit/ui/button-styles'
import { payloadClient } from '@/platform/data/payload'
import { firstParam as one } from '@/platform/search-param'

import { cancelBooking, moveBooking } from './actions'

type Props = PageProps<'/[locale]/afspraak/beheren/[token]'>

// How often one client may open such pages is limited in the proxy (manage-link-limit.ts).
export const dynamic = 'force-dynamic'

// The address is the booking's key: a referrer names only the site, never this page. (Not
// no-referrer: a browser then sends Origin: null, and Next refuses the form without script.)
export const metadata: Metadata = {
  robots: { index: false, follow: false },
  referrer: 'strict-origin',
}

/** /afspraak/beheren/<token>: the customer's own booking: date, vehicle, status; move or cancel. */
export default async function Page({ params, searchParams }: Props) {
  const { locale: raw, token } = await params
  const locale = toLocale(raw)
  setRequestLocale(locale)
  const payload = await payloadClient()
  const [booking, t, settings] = await Promise.all([
    findManagedBooking(payload, token),
    getTranslations({ locale, namespace: 'ManageBooking' }),
    getSiteSettings(),
  ])
  if (!booking) redirect(localizedPath(locale, routes.unknownManageLink))

  const [rules, query, report] = await Promise.all([
    getCalendarRules(),
    searchParams,
    hasSentReport(payload, booking.id),
  ])
  const reportText = serverTranslator(locale, 'DynoReport')
  const api = serverTranslator(locale, 'BookingApi')
  const done = one(query.done)
  const error = one(query.error)
  const reason = one(query.reason)
  const date = one(query.date)
  /** A closed day's reason as staff wrote it in this language ("Kerst"), as the calendar shows it. */
  const closedReason = async () => {
    if (reason !== 'closed' || !isIsoDate(date)) return null
    return closedPeriodReason(
      closedPeriodOn(date, (await currentBookingRules(payload)).closedDates),
      locale,
    )
  }
  const problemText = async () => {
    if (!error) return null
    if (error === 'full') return api('reasons.full')
    if (error === 'invalid-date') return api('reasons.invalid-date')
    if (error === 'cutoff')
      return t('cutoffPassed', { hours: booking.cutoffHours, phone: settings.phone })
    if (error === 'too-many') return t('tooManyChanges', { phone: settings.phone })
    if (error === 'limit' && isAddressLimit(reason))
      return addressLimitText(locale, reason, {
        phone: settings.phone,
        rules: await currentBookingRules(payload),
      })
    const closed = await closedReason()
    if (closed) return api('reasons.closedWithReason', { reason: closed })
    return reason && isUnavailableReason(reason) ? api(`reasons.${reason}`) : api('errors.body')
  }
  const problem = await problemText()
  const hidden = (
    <>
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="locale" value={locale} />
    </>
  )

  return (
    <main className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">{t('title')}</h1>
      {done && (
        <p role="status" className="mt-6 rounded-lg bg-success-soft p-4 text-success">
          {done === 'moved'
            ? t('moved', { date: longDate(booking.appointmentDate, locale) })
            : t('cancelled')}
        </p>
      )}
      {problem && (
        <p role="alert" className="mt-6 rounded-lg bg-danger-soft p-4 text-danger">
          {problem}
        </p>
      )}
      <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
        <dt className="font-semibold">{t('date')}</dt>
        <dd className="first-letter:uppercase">{longDate(booking.appointmentDate, locale)}</dd>
        <dt className="font-semibold">{t('vehicle')}</dt>
        <dd>{[booking.vehicle, booking.licensePlate].filter(Boolean).join(' · ')}</dd>
        {booking.order?.total && booking.order.lines?.length ? (
          <>
            <dt className="font-semibold">{t('package')}</dt>
            <dd>
              {quoteSummary({ lines: booking.order.lines, total: booking.order.total }, (amount) =>
                formatEuro(amount, locale),
              )}
            </dd>
          </>
        ) : null}
        <dt className="font-semibold">{t('status')}</dt>
        <dd>{t(`statuses.${booking.status}`)}</dd>
      </dl>
      {report && (
        <p className="mt-6">
          <a href={`/api/dyno/report/${token}`} className={buttonStyles.secondary}>
            {reportText('manageLink')}
          </a>
        </p>
      )}

      {booking.canChange ? (
        <>
          <section
            aria-labelledby="move-title"
            className="mt-10 rounded-2xl border border-line p-6"
          >
            <h2 id="move-title" className="mb-4 text-xl font-bold">
              {t('moveTitle')}
            </h2>
            <MoveBookingForm
              rules={rules}
              locale={locale}
              labels={{
                calendar: t('newDate'),
                submit: t('move'),
                pending: t('moving'),
                errors: { date: api('errors.date') },
              }}
              choice={readDayChoice(query)}
              action={async (form: FormData) => {
                'use server'
                form.set('token', token)
                form.set('locale', locale)
                await moveBooking(form)
              }}
            />
          </section>
          <section
            aria-labelledby="cancel-title"
            className="mt-8 rounded-2xl border border-line p-6"
          >
            <h2 id="cancel-title" className="mb-4 text-xl font-bold">
              {t('cancelTitle')}
            </h2>
            <form action={cancelBooking} className="space-y-4">
              {hidden}
              <label className="flex items-center gap-2">
                <input type="checkbox" name="confirm" value="yes" required />
                {t('cancelConfirm')}
              </label>
              <button type="submit" className={buttonStyles.secondary}>
                {t('cancel')}
              </button>
            </form>
          </section>
        </>
      ) : (
        booking.status !== 'cancelled' && (
          <p className="mt-8">
            {t('cutoffPassed', { hours: booking.cutoffHours, phone: settings.phone })}
          </p>
        )
      )}
    </main>
  )
}
