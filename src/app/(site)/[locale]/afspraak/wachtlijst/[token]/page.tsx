import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { isAddressLimit } from '@/booking'
import {
  addressLimitText,
  currentBookingRules,
  findOffer,
  offerFormErrors,
  type OfferFormError,
} from '@/booking/server'
import { toLocale } from '@/i18n/locales'
import { serverTranslator } from '@/i18n/server'
import { getSiteSettings } from '@/kit/data/settings'
import { holdUntil, longDate } from '@/kit/format/long-date'
import { localizedPath, routes } from '@/kit/routes/routes'
import { buttonStyles } from '@/kit/ui/button-styles'
import { payloadClient } from '@/platform/data/payload'
import { firstParam as one } from '@/platform/search-param'

import { bookOffer } from './actions'

type Props = PageProps<'/[locale]/afspraak/wachtlijst/[token]'>

// One visitor's offer: never cached; how often a client may open such pages is limited in the
// proxy, like manage links.
export const dynamic = 'force-dynamic'

export const metadata: Metadata = {
  robots: { index: false, follow: false },
  referrer: 'strict-origin',
}

const input = 'mt-1 w-full rounded-lg border border-line-strong px-3 py-2'

/** /afspraak/wachtlijst/<token>: the place a waitlist offer holds, booked in one form. */
export default async function Page({ params, searchParams }: Props) {
  const { locale: raw, token } = await params
  const locale = toLocale(raw)
  setRequestLocale(locale)
  const [found, t, query] = await Promise.all([
    findOffer(await payloadClient(), token),
    getTranslations({ locale, namespace: 'Waitlist' }),
    searchParams,
  ])
  const calendar = (
    <a href={localizedPath(locale, routes.booking)} className={`${buttonStyles.primary} mt-6`}>
      {t('toCalendar')}
    </a>
  )
  const shell = (children: React.ReactNode) => (
    <main className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">{t('offerTitle')}</h1>
      {children}
    </main>
  )
  if (!found) return shell(<p className="mt-6">{t('offerUnknown')}</p>)
  const { entry, open } = found
  if (entry.status === 'booked' || one(query.done))
    return shell(
      <p role="status" className="mt-6 rounded-lg bg-success-soft p-4 text-success">
        {t('offerBooked')}
      </p>,
    )
  if (!open)
    return shell(
      <>
        <p className="mt-6">{t('offerGone')}</p>
        {calendar}
      </>,
    )
  const reason = one(query.reason)
  const limited = one(query.error) === 'limit' && isAddressLimit(reason) ? reason : null
  const problem = limited
    ? addressLimitText(locale, limited, {
        phone: (await getSiteSettings()).phone,
        rules: await currentBookingRules(await payloadClient()),
      })
    : one(query.error) === 'invalid'
      ? serverTranslator(
          locale,
          'BookingApi',
        )(
          `errors.${(offerFormErrors as readonly string[]).includes(reason ?? '') ? (reason as OfferFormError) : 'body'}`,
        )
      : null
  const until = holdUntil(entry.offerExpiresAt!, locale)
  const text = (
    name: string,
    label: string,
    options: { value?: string; required?: boolean } = {},
  ) => (
    <div>
      <label htmlFor={name} className="font-medium">
        {label}
      </label>
      <input
        id={name}
        name={name}
        defaultValue={options.value}
        required={options.required ?? true}
        className={input}
      />
    </div>
  )
  return shell(
    <>
      <p className="mt-4 text-lg">
        {t('offerIntro', { date: longDate(entry.date, locale), until })}
      </p>
      {problem && (
        <p role="alert" className="mt-6 rounded-lg bg-danger-soft p-4 text-danger">
          {problem}
        </p>
      )}
      <form action={bookOffer} className="mt-8 space-y-4 rounded-2xl border border-line p-6">
        <input type="hidden" name="token" value={token} />
        <input type="hidden" name="locale" value={locale} />
        {text('customerName', t('name'), { value: entry.name })}
        <p>
          <span className="font-medium">{t('email')}</span>: {entry.email}
        </p>
        {entry.vehicle && (
          <p>
            <span className="font-medium">{t('vehicle')}</span>: {entry.vehicle}
          </p>
        )}
        {text('customerPhone', t('phone'))}
        {text('licensePlate', t('plate'))}
        <div>
          <label htmlFor="notes" className="font-medium">
            {t('notes')}
          </label>
          <textarea id="notes" name="notes" rows={3} className={input} />
        </div>
        <label className="flex items-start gap-2">
          <input type="checkbox" name="termsAccepted" value="yes" required className="mt-1" />
          {t('terms')}
        </label>
        <button type="submit" className={buttonStyles.primary}>
          {t('book')}
        </button>
      </form>
    </>,
  )
}
