'use client'

import { useLocale, useTranslations } from 'next-intl'
import { type FormEvent, type ReactNode, useRef, useState } from 'react'

import { type Attempt, attemptFor } from '@/booking/rules/attempt-key'
import { trackEvent } from '@/content/client/analytics'
import { toLocale } from '@/i18n/locales'
import { formActions } from '@/kit/forms/form-actions'
import { buttonStyles } from '@/kit/ui/button-styles'
import { toast } from '@/kit/ui/toast'

import { sendBooking } from './booking-api'
import { BookingCalendar } from './BookingCalendar.client'
import { BookingFields } from './BookingFields'
import { DayPanel } from './DayPanel'
import { checkBooking, loadSchema, readValues, vehicleFields } from './form-values'
import { useBookingDay } from './use-booking-day'
import type { CalendarRules, VehiclePrefill } from '../data/types'

const newKey = () => crypto.randomUUID()

export function BookingForm({
  rules,
  prefill = {},
  entered,
  withoutScript,
  location,
}: {
  rules: CalendarRules
  prefill?: VehiclePrefill
  /** What the visitor sent before, handed back by the answer page when it was not booked. */
  entered?: Record<string, string>
  /** The day list and submit button for a browser without script, drawn by the server. */
  withoutScript: { date: ReactNode; submit: ReactNode }
  location: string
}) {
  const t = useTranslations('Booking')
  const locale = toLocale(useLocale())
  const formRef = useRef<HTMLFormElement>(null)
  const day = useBookingDay(locale)
  const [termsAccepted, setTermsAccepted] = useState(entered?.termsAccepted !== undefined)
  const [submitting, setSubmitting] = useState(false)
  // One key per booking sent: the same booking sent again is answered with the first answer.
  const attempt = useRef<Attempt | null>(null)
  // The plate as typed, for the look-up that can fill in the vehicle.
  const [licensePlate, setLicensePlate] = useState('')

  function resetAll() {
    formRef.current?.reset()
    setTermsAccepted(false)
    setLicensePlate('')
    day.reset()
    attempt.current = null
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const values = readValues(event.currentTarget)
    attempt.current = attemptFor(
      attempt.current,
      { date: day.date, email: values.customerEmail },
      newKey,
    )
    const checked = await checkBooking(values, {
      date: day.date,
      placeReserved: day.placeReserved,
      locale,
      idempotencyKey: attempt.current.key,
    })
    if (!checked.ok) {
      const { check } = checked
      toast.error(check ? t(`toasts.${check}.title`) : t('toasts.error'), {
        description: check ? t(`toasts.${check}.text`) : t('toasts.bookingError'),
      })
      return
    }
    setSubmitting(true)
    trackEvent('booking_start', { form_location: location })
    try {
      const result = await sendBooking(checked.booking)
      if (result.kind === 'offline') {
        toast.error(t('toasts.network'), { description: t('toasts.networkText') })
      } else if (result.kind === 'booked') {
        toast.success(t('toasts.success'), { description: t('toasts.successText') })
        trackEvent('booking_complete', { form_location: location })
        resetAll()
      } else {
        toast.error(t('toasts.error'), { description: result.error || t('toasts.bookingError') })
      }
    } catch {
      toast.error(t('toasts.error'), { description: t('toasts.unexpected') })
    } finally {
      setSubmitting(false)
    }
  }

  return (
    // Without script the browser posts the form itself (all fields shown, the days as a list);
    // with script onSubmit sends it to the JSON endpoint.
    <form
      ref={formRef}
      method="post"
      action={formActions.booking}
      onSubmit={onSubmit}
      onFocus={() => void loadSchema()}
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
          />
        )}

        {/* The vehicle and customer form appears once a place is reserved (a day first, then the details);
            hidden rather than unmounted, so typed values survive picking another day. */}
        <div className={day.placeReserved ? 'space-y-6' : 'hidden space-y-6 noscript:block'}>
          <BookingFields
            prefill={prefill}
            entered={entered}
            plate={licensePlate}
            onPlate={setLicensePlate}
            onTerms={setTermsAccepted}
            onFill={(vehicle) => {
              for (const name of vehicleFields) {
                const field = formRef.current?.elements.namedItem(name)
                if (field instanceof HTMLInputElement) field.value = vehicle[name]
              }
            }}
          />
          {withoutScript.submit}
          <button
            type="submit"
            className={`${buttonStyles.primary} noscript:hidden`}
            disabled={!termsAccepted || submitting}
          >
            {submitting ? t('submitting') : t('confirm')}
          </button>
        </div>
      </div>
    </form>
  )
}
