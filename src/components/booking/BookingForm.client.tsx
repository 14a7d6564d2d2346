'use client'

import { format, parseISO } from 'date-fns'
import { de, enGB, nl } from 'date-fns/locale'
import { useLocale, useTranslations } from 'next-intl'
import { type FormEvent, useRef, useState } from 'react'

import { buttonStyles } from '@/components/ui/button-styles'
import { firstFailedCheck } from '@/domain/booking/checks'
import { routes } from '@/domain/routes'
import { Link } from '@/i18n/navigation'
import { PlateVehicleFill } from '@/components/kenteken/PlateVehicleFill.client'
import { trackEvent } from '@/lib/analytics'
import { toast } from '@/lib/toast'

import { BookingCalendar } from './BookingCalendar.client'
import type { CalendarRules, VehiclePrefill } from './types'

type Fields = {
  brand: string
  model: string
  buildYear: string
  engine: string
  customerName: string
  customerEmail: string
  customerPhone: string
  licensePlate: string
  notes: string
  termsAccepted: boolean
  website: string
}

const dateLocales = { nl, en: enGB, de } as const
// The schema (and zod) loads when the visitor first focuses the form, not with the page.
const loadSchema = () => import('@/domain/booking/schema').then((module) => module.bookingSchema)
const newKey = () => crypto.randomUUID()
const input =
  'w-full rounded-lg border border-slate-300 px-3 py-2 read-only:bg-slate-100 read-only:text-slate-700 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-700/30'

export function BookingForm({
  rules,
  prefill = {},
  location,
}: {
  rules: CalendarRules
  prefill?: VehiclePrefill
  location: string
}) {
  const t = useTranslations('Booking')
  const locale = useLocale() as keyof typeof dateLocales
  const defaults: Fields = {
    brand: prefill.brand ?? '',
    model: prefill.model ?? '',
    buildYear: prefill.buildYear ?? '',
    engine: prefill.engine ?? '',
    customerName: '',
    customerEmail: '',
    customerPhone: '',
    licensePlate: '',
    notes: '',
    termsAccepted: false,
    website: '',
  }
  // Plain uncontrolled inputs: the browser holds the values, a native reset restores the prefill.
  const formRef = useRef<HTMLFormElement>(null)
  const register = (name: Exclude<keyof Fields, 'termsAccepted'>) => ({
    name,
    defaultValue: defaults[name],
  })
  const [termsAccepted, setTermsAccepted] = useState(false)
  const [date, setDate] = useState<string>()
  const [checking, setChecking] = useState(false)
  const [slots, setSlots] = useState<string[]>([])
  const [reason, setReason] = useState<string | null>(null)
  const [placeReserved, setPlaceReserved] = useState(false)
  const [submitting, setSubmitting] = useState(false)
  // One key per booking attempt: a retried request is answered with the first answer.
  const [idempotencyKey, setIdempotencyKey] = useState(newKey)
  // The plate as typed, for the look-up that can fill in the vehicle.
  const [licensePlate, setLicensePlate] = useState('')
  const longDate = (value: string) =>
    format(parseISO(value), locale === 'de' ? 'EEEE, d. MMMM yyyy' : 'EEEE d MMMM yyyy', {
      locale: dateLocales[locale],
    })

  async function pickDate(next: string | undefined) {
    setDate(next)
    setPlaceReserved(false)
    setSlots([])
    setReason(null)
    if (!next) return
    setChecking(true)
    try {
      const response = await fetch('/api/availability', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ date: next, locale }),
      })
      const answer = (await response.json().catch(() => null)) as {
        available?: boolean
        slots?: string[]
        reason?: string | null
      } | null
      if (!answer || (!response.ok && response.status !== 400)) {
        toast.error(t('toasts.error'), { description: t('toasts.availabilityError') })
      } else if (answer.available) {
        setSlots(answer.slots ?? [])
      } else {
        setReason(answer.reason ?? null)
        toast.error(t('toasts.unavailable'), { description: answer.reason ?? undefined })
      }
    } catch {
      toast.error(t('toasts.network'), { description: t('toasts.networkText') })
    } finally {
      setChecking(false)
    }
  }

  function resetAll() {
    formRef.current?.reset()
    setTermsAccepted(false)
    setLicensePlate('')
    setDate(undefined)
    setPlaceReserved(false)
    setSlots([])
    setReason(null)
    setIdempotencyKey(newKey())
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const text = (name: Exclude<keyof Fields, 'termsAccepted'>) => String(form.get(name) ?? '')
    const fields: Fields = {
      brand: text('brand'),
      model: text('model'),
      buildYear: text('buildYear'),
      engine: text('engine'),
      customerName: text('customerName'),
      customerEmail: text('customerEmail'),
      customerPhone: text('customerPhone'),
      licensePlate: text('licensePlate'),
      notes: text('notes'),
      termsAccepted: form.get('termsAccepted') === 'on',
      website: text('website'),
    }
    const failed = firstFailedCheck({ date, placeReserved, ...fields })
    if (failed) {
      toast.error(t(`toasts.${failed}.title`), { description: t(`toasts.${failed}.text`) })
      return
    }
    const parsed = (await loadSchema()).safeParse({
      ...fields,
      appointmentDate: date,
      appointmentTime: '09:00',
      locale,
      idempotencyKey,
    })
    if (!parsed.success) {
      const key = parsed.error.issues[0]?.message
      const check =
        key === 'emailFormat'
          ? 'email'
          : key === 'plate' || key === 'phone' || key === 'name' || key === 'terms'
            ? key
            : null
      toast.error(check ? t(`toasts.${check}.title`) : t('toasts.error'), {
        description: check ? t(`toasts.${check}.text`) : t('toasts.bookingError'),
      })
      return
    }
    setSubmitting(true)
    trackEvent('booking_start', { form_location: location })
    try {
      const response = await fetch('/api/bookings', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(parsed.data),
      }).catch(() => null)
      if (!response) {
        toast.error(t('toasts.network'), { description: t('toasts.networkText') })
        return
      }
      const answer = (await response.json().catch(() => null)) as {
        success?: boolean
        error?: string
      } | null
      if (response.ok && answer?.success) {
        toast.success(t('toasts.success'), { description: t('toasts.successText') })
        trackEvent('booking_complete', { form_location: location })
        resetAll()
      } else {
        toast.error(t('toasts.error'), { description: answer?.error || t('toasts.bookingError') })
      }
    } catch {
      toast.error(t('toasts.error'), { description: t('toasts.unexpected') })
    } finally {
      setSubmitting(false)
    }
  }

  const prefilled = (name: keyof VehiclePrefill) => Boolean(prefill[name])

  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      onFocus={() => void loadSchema()}
      noValidate
      className="grid gap-8 lg:grid-cols-[auto_1fr]"
    >
      <div>
        <h3 className="mb-3 text-lg font-semibold">{t('chooseDate')}</h3>
        <BookingCalendar
          rules={rules}
          selected={date}
          onSelect={pickDate}
          label={t('calendarLabel')}
        />
      </div>
      <div className="space-y-6">
        {date && (
          <section aria-live="polite" className="rounded-xl bg-slate-50 p-4">
            <h3 className="font-semibold first-letter:uppercase">{longDate(date)}</h3>
            {checking ? (
              <p className="mt-2 text-slate-700">{t('checking')}</p>
            ) : (
              <>
                {slots.length > 0 && (
                  <>
                    <p className="mt-2 text-sm text-slate-700">
                      {t('placesFor', { date: longDate(date) })}
                    </p>
                    <ul className="mt-2 space-y-1">
                      {slots.map((time, index) => (
                        <li key={index} className="text-sm">
                          {t('place', { n: index + 1, time, duration: t('duration') })}
                        </li>
                      ))}
                    </ul>
                  </>
                )}
                {reason && <p className="mt-2 text-red-800">{reason}</p>}
                <button
                  type="button"
                  className={`${buttonStyles.primary} mt-4`}
                  disabled={slots.length === 0 || placeReserved}
                  onClick={() => setPlaceReserved(true)}
                >
                  {placeReserved ? t('reserved') : t('reserve')}
                </button>
              </>
            )}
          </section>
        )}

        {/* The vehicle and customer form appears once a place is reserved (the spec's flow);
            hidden rather than unmounted, so typed values survive picking another day. */}
        <div hidden={!placeReserved} className="space-y-6">
          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-2 text-lg font-semibold">{t('vehicle')}</legend>
            {(['brand', 'model', 'buildYear', 'engine'] as const).map((name) => (
              <label key={name} className="grid gap-1 text-sm font-medium">
                {t(name)}
                <input {...register(name)} readOnly={prefilled(name)} className={input} />
              </label>
            ))}
          </fieldset>
          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-2 text-lg font-semibold">{t('customer')}</legend>
            <label className="grid gap-1 text-sm font-medium">
              {t('name')} <span className="sr-only">({t('required')})</span>
              <input {...register('customerName')} required autoComplete="name" className={input} />
            </label>
            <label className="grid gap-1 text-sm font-medium">
              {t('email')} <span className="sr-only">({t('required')})</span>
              <input
                {...register('customerEmail')}
                type="email"
                required
                autoComplete="email"
                className={input}
              />
            </label>
            <label className="grid gap-1 text-sm font-medium">
              {t('phone')} <span className="sr-only">({t('required')})</span>
              <input
                {...register('customerPhone')}
                type="tel"
                required
                autoComplete="tel"
                className={input}
              />
            </label>
            <label className="grid gap-1 text-sm font-medium">
              {t('plate')} <span className="sr-only">({t('required')})</span>
              <input
                {...register('licensePlate')}
                onChange={(event) => {
                  event.target.value = event.target.value.toUpperCase()
                  setLicensePlate(event.target.value)
                }}
                required
                autoCapitalize="characters"
                className={`${input} uppercase`}
              />
            </label>
            {!prefilled('brand') && (
              <PlateVehicleFill
                plate={licensePlate}
                onFill={(vehicle) => {
                  for (const name of ['brand', 'model', 'buildYear', 'engine'] as const) {
                    const field = formRef.current?.elements.namedItem(name)
                    if (field instanceof HTMLInputElement) field.value = vehicle[name]
                  }
                }}
              />
            )}
            <label className="grid gap-1 text-sm font-medium sm:col-span-2">
              {t('notes')}
              <textarea {...register('notes')} rows={3} className={input} />
            </label>
            <label className="absolute -left-[9999px]" aria-hidden="true">
              {t('honeypot')}
              <input {...register('website')} tabIndex={-1} autoComplete="off" />
            </label>
          </fieldset>
          <label className="flex items-start gap-3 text-sm">
            <input
              type="checkbox"
              name="termsAccepted"
              onChange={(event) => setTermsAccepted(event.target.checked)}
              className="mt-1 h-4 w-4"
            />
            <span>
              {t('termsBefore')}
              <Link href={routes.terms} className="text-brand-700 underline" target="_blank">
                {t('terms')}
              </Link>
              {t('termsBetween')}
              <Link href={routes.privacy} className="text-brand-700 underline" target="_blank">
                {t('privacy')}
              </Link>
              {t('termsAfter')}
            </span>
          </label>
          <button
            type="submit"
            className={buttonStyles.primary}
            disabled={!termsAccepted || submitting}
          >
            {submitting ? t('submitting') : t('confirm')}
          </button>
        </div>
      </div>
    </form>
  )
}
