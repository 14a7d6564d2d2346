import { useTranslations } from 'next-intl'

import { Link } from '@/i18n/navigation'
import { type VehicleFields } from '@/kenteken/client'
import { PlateVehicleFill } from '@/kenteken/components/PlateVehicleFill.client'
import { routes } from '@/kit/routes/routes'

import { initialValue, vehicleFields, type TextField } from './form-values'
import type { VehiclePrefill } from '../data/types'

const input =
  'w-full rounded-lg border border-line-strong px-3 py-2 read-only:bg-panel read-only:text-fg-muted focus:border-accent focus:outline-none focus:ring-2 focus:ring-accent/30'
const link = 'text-accent underline'
const contactFields = [
  { name: 'customerName', label: 'name', type: undefined, autoComplete: 'name' },
  { name: 'customerEmail', label: 'email', type: 'email', autoComplete: 'email' },
  { name: 'customerPhone', label: 'phone', type: 'tel', autoComplete: 'tel' },
] as const

/**
 * The vehicle, the customer and the consent. Plain uncontrolled inputs: the browser holds the
 * values and a native reset restores the prefill; only the plate (for the look-up) and the
 * consent (for the submit button) are reported up.
 */
export function BookingFields({
  prefill,
  entered,
  plate,
  onPlate,
  onFill,
  onTerms,
}: {
  prefill: VehiclePrefill
  entered?: Record<string, string>
  plate: string
  onPlate: (plate: string) => void
  onFill: (vehicle: VehicleFields) => void
  onTerms: (accepted: boolean) => void
}) {
  const t = useTranslations('Booking')
  const field = (name: TextField) => ({
    name,
    defaultValue: entered?.[name] ?? initialValue(prefill, name),
  })
  const required = <span className="sr-only">({t('required')})</span>
  return (
    <>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold">{t('vehicle')}</legend>
        {vehicleFields.map((name) => (
          <label key={name} className="grid gap-1 text-sm font-medium">
            {t(name)}
            <input {...field(name)} readOnly={Boolean(prefill[name])} className={input} />
          </label>
        ))}
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold">{t('customer')}</legend>
        {contactFields.map(({ name, label, ...kind }) => (
          <label key={name} className="grid gap-1 text-sm font-medium">
            {t(label)} {required}
            <input {...field(name)} {...kind} required className={input} />
          </label>
        ))}
        <label className="grid gap-1 text-sm font-medium">
          {t('plate')} {required}
          <input
            {...field('licensePlate')}
            onChange={(event) => {
              event.target.value = event.target.value.toUpperCase()
              onPlate(event.target.value)
            }}
            required
            autoCapitalize="characters"
            className={`${input} uppercase`}
          />
        </label>
        {!prefill.brand && <PlateVehicleFill plate={plate} onFill={onFill} />}
        <label className="grid gap-1 text-sm font-medium sm:col-span-2">
          {t('notes')}
          <textarea {...field('notes')} rows={3} className={input} />
        </label>
        {/* The package chosen on the engine page travels with the booking; the server prices it. */}
        <input type="hidden" name="enginePath" defaultValue={prefill.path ?? ''} />
        <input type="hidden" name="packageOptions" defaultValue={prefill.options ?? ''} />
        <label className="absolute -left-[9999px]" aria-hidden="true">
          {t('honeypot')}
          <input {...field('website')} tabIndex={-1} autoComplete="off" />
        </label>
      </fieldset>
      <label className="flex items-start gap-3 text-sm">
        <input
          type="checkbox"
          name="termsAccepted"
          defaultChecked={entered?.termsAccepted !== undefined}
          onChange={(event) => onTerms(event.target.checked)}
          className="mt-1 h-4 w-4"
        />
        <span>
          {t.rich('termsConsent', {
            terms: (text) => (
              <Link href={routes.terms} className={link} target="_blank">
                {text}
              </Link>
            ),
            privacy: (text) => (
              <Link href={routes.privacy} className={link} target="_blank">
                {text}
              </Link>
            ),
          })}
        </span>
      </label>
    </>
  )
}
