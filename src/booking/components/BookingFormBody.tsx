'use client'

import { useLocale, useTranslations } from 'next-intl'
import { type FormEvent, type ReactNode, useId, useRef } from 'react'

import { type Attempt, attemptFor } from '@/booking/rules/attempt-key'
import { firstRefusedCheck } from '@/booking/rules/checks'
import { dayLink } from '@/booking/rules/day-links'
import type { BookingFormInput } from '@/booking/rules/form-fields'
import type { bookingSchema, BookingRequest } from '@/booking/rules/schema'
import { trackEvent } from '@/content/client/analytics'
import { toLocale } from '@/i18n/locales'
import { formActions } from '@/kit/forms/form-actions'
import { useVisitorForm } from '@/kit/forms/use-visitor-form'
import { buttonStyles } from '@/kit/ui/button-styles'
import { toast } from '@/kit/ui/toast'
import { useHydrated } from '@/kit/ui/use-hydrated'

import { sendBooking } from './booking-api'
import { BookingCalendar } from './BookingCalendar.client'
import { BookingFields } from './BookingFields'
import { DayPanel } from './DayPanel'
import { bookingDefaults } from './form-values'
import { useBookingDay } from './use-booking-day'
import type { CalendarRules, ChosenDay, VehiclePrefill } from '../data/types'

const newKey = () => crypto.randomUUID()

export type BookingFormProps = {
  rules: CalendarRules
  prefill?: VehiclePrefill
  /** What the visitor sent before, handed back by the answer page when it was not booked. */
  entered?: Record<string, string>
  /** The day list and submit button for a browser without script, drawn by the server. */
  withoutScript: { date: ReactNode; submit: ReactNode }
  location: string
  /** A day the page's address chose (the calendar's links before its script ran). */
  chosen?: ChosenDay
  /** The month the address asked for (yyyy-MM). */
  month?: string
  /** The page's query without a day chosen, kept in the calendar's links (the vehicle). */
  kept?: string
}

/**
 * The booking form. react-hook-form checks it with bookingSchema, the endpoint's own schema, on
 * submit and on every change after: each refused field says why beneath it, the first is
 * focused, and a toast names the spec's first failed check. The day and the place come from
 * the calendar first (the spec's checks 1 and 2). With script it sends JSON to POST
 * /api/bookings; before its script runs (or without) the browser posts the same form to
 * /api/forms/booking, which answers with a page. Until then the calendar's days and the
 * reserve button are links the server answers with that step drawn in, so a visitor on a slow
 * phone can book before the script has come.
 */
export function BookingFormBody({
  rules,
  prefill = {},
  entered,
  withoutScript,
  location,
  chosen,
  month,
  kept = '',
}: BookingFormProps) {
  const t = useTranslations('Booking')
  const locale = toLocale(useLocale())
  const id = useId()
  const hydrated = useHydrated()
  const day = useBookingDay(locale, chosen)
  const form = useVisitorForm<BookingFormInput, typeof bookingSchema>(
    () => import('@/booking/rules/schema').then((module) => module.bookingSchema),
    bookingDefaults(prefill, locale, entered),
  )
  const termsAccepted = form.watch('termsAccepted')
  const { isSubmitting } = form.formState
  // One key per booking sent: the same booking sent again is answered with the first answer.
  const attempt = useRef<Attempt | null>(null)

  async function book(booking: BookingRequest) {
    trackEvent('booking_start', { form_location: location })
    try {
      const result = await sendBooking(booking)
      if (result.kind === 'offline') {
        toast.error(t('toasts.network'), { description: t('toasts.networkText') })
      } else if (result.kind === 'booked') {
        toast.success(t('toasts.success'), { description: t('toasts.successText') })
        trackEvent('booking_complete', { form_location: location })
        // A booked form starts again from the prefill, not from what was handed back.
        form.reset(bookingDefaults(prefill, locale))
        day.reset()
        attempt.current = null
      } else {
        toast.error(t('toasts.error'), { description: result.error || t('toasts.bookingError') })
      }
    } catch {
      toast.error(t('toasts.error'), { description: t('toasts.unexpected') })
    }
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const unpicked = !day.date ? 'date' : !day.placeReserved ? 'place' : null
    if (unpicked) {
      toast.error(t(`toasts.${unpicked}.title`), { description: t(`toasts.${unpicked}.text`) })
      return
    }
    attempt.current = attemptFor(
      attempt.current,
      { date: day.date, email: form.getValues('customerEmail') ?? '' },
      newKey,
    )
    form.setValue('appointmentDate', day.date!)
    form.setValue('idempotencyKey', attempt.current.key)
    void form.handleSubmit(book, (errors) => {
      const check = firstRefusedCheck(Object.keys(errors))
      toast.error(check ? t(`toasts.${check}.title`) : t('toasts.error'), {
        description: check ? t(`toasts.${check}.text`) : t('toasts.bookingError'),
      })
    })(event)
  }

  return (
    // Without script the browser posts the form itself (all fields shown, the days as a list);
    // with script onSubmit sends it to the JSON endpoint.
    <form
      method="post"
      action={formActions.booking}
      onSubmit={onSubmit}
      noValidate
      className="grid gap-8 lg:grid-cols-[auto_1fr] lg:items-start"
    >
      <input type="hidden" name="locale" value={locale} />
      {withoutScript.date}
      <div className="noscript:hidden">
        <h3 className="mb-3 text-lg font-semibold">{t('chooseDate')}</h3>
        <BookingCalendar
          rules={rules}
          selected={day.date}
          onSelect={day.pick}
          label={t('calendarLabel')}
          month={month}
          links={{
            day: (date) => dayLink(kept, { date }),
            month: (shown) => dayLink(kept, { month: shown }),
          }}
        />
      </div>
      <div className="space-y-6">
        {!day.date && (
          <p className="hidden min-h-40 items-center justify-center rounded-card border border-dashed border-line-strong p-6 text-center text-fg-muted lg:flex">
            {t('pickDayHint')}
          </p>
        )}
        {day.date && (
          <DayPanel
            day={day}
            date={day.date}
            locale={locale}
            waitlist={{
              holdHours: rules.holdHours,
              vehicle: [prefill.brand, prefill.model, prefill.buildYear, prefill.engine]
                .filter(Boolean)
                .join(' '),
            }}
            reserveLink={dayLink(kept, { date: day.date, reserve: true }, 'gegevens')}
          />
        )}

        {/* The vehicle and customer form appears once a place is reserved (a day first, then the details);
            hidden rather than unmounted, so typed values survive picking another day. */}
        <div
          id="gegevens"
          className={day.placeReserved ? 'space-y-6' : 'hidden space-y-6 noscript:block'}
        >
          {/* The day the address chose, for the browser's own post (with script onSubmit
              sets it); without script the day list above names it. */}
          {!hydrated && day.placeReserved && (
            <input type="hidden" name="appointmentDate" value={day.date} />
          )}
          <BookingFields id={id} form={form} prefill={prefill} />
          {withoutScript.submit}
          {/* Before hydration the server checks the consent, as it does without script. */}
          <button
            type="submit"
            className={`${buttonStyles.primary} noscript:hidden`}
            disabled={hydrated && (!termsAccepted || isSubmitting)}
            aria-busy={isSubmitting}
          >
            {isSubmitting ? t('submitting') : t('confirm')}
          </button>
        </div>
      </div>
    </form>
  )
}
