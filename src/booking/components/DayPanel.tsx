import dynamic from 'next/dynamic'
import { useTranslations } from 'next-intl'

import type { Locale } from '@/i18n/locales'
import { longDate } from '@/kit/format/long-date'
import { buttonStyles } from '@/kit/ui/button-styles'
import { useHydrated } from '@/kit/ui/use-hydrated'

import type { BookingDay } from './use-booking-day'

const reservedStyle =
  'inline-flex min-h-tap items-center justify-center gap-2 rounded-control border border-success/50 bg-success-soft px-5 py-3 font-semibold text-success'

// Loaded only when a picked day turns out full: most visitors never need it.
const WaitlistForm = dynamic(() => import('./WaitlistForm').then((m) => m.WaitlistForm))

/** The chosen day: its places as the server reports them, or why it cannot be booked. */
export function DayPanel({
  day,
  date,
  locale,
  waitlist,
  reserveLink,
}: {
  day: BookingDay
  date: string
  locale: Locale
  /** For a full day's waitlist: how long an offer holds, and the vehicle the page names. */
  waitlist: { holdHours: number; vehicle: string }
  /** The address that reserves the place before the form's script has run. */
  reserveLink: string
}) {
  const t = useTranslations('Booking')
  const hydrated = useHydrated()
  const canReserve = day.slots.length > 0 && !day.placeReserved
  return (
    <section aria-live="polite" className="card p-5">
      <h3 className="font-semibold first-letter:uppercase">{longDate(date, locale)}</h3>
      {day.checking ? (
        <p className="mt-2 text-fg-muted">{t('checking')}</p>
      ) : (
        <>
          {day.slots.length > 0 && (
            <>
              <p className="mt-2 text-sm text-fg-muted">
                {t('placesFor', { date: longDate(date, locale) })}
              </p>
              <ul className="mt-2 space-y-1">
                {day.slots.map((time, index) => (
                  <li key={index} className="text-sm">
                    {t('place', { n: index + 1, time, duration: t('duration') })}
                  </li>
                ))}
              </ul>
            </>
          )}
          {day.reason && <p className="mt-2 text-danger">{day.reason}</p>}
          {/* Reserved, the button stays (it cannot be pressed twice) but reads as done, not as
              unavailable: the success colours at full strength instead of a faded accent. */}
          {canReserve && !hydrated ? (
            <a href={reserveLink} className={`mt-4 ${buttonStyles.primary}`}>
              {t('reserve')}
            </a>
          ) : (
            <button
              type="button"
              className={`mt-4 ${day.placeReserved ? reservedStyle : buttonStyles.primary}`}
              disabled={!canReserve}
              onClick={day.reserve}
            >
              {day.placeReserved ? t('reserved') : t('reserve')}
            </button>
          )}
          {day.full && (
            <WaitlistForm
              key={date}
              nested
              date={date}
              locale={locale}
              holdHours={waitlist.holdHours}
              values={{ vehicle: waitlist.vehicle }}
            />
          )}
        </>
      )}
    </section>
  )
}
