import { useTranslations } from 'next-intl'
import { Fragment, type ReactNode } from 'react'
import type { UseFormReturn } from 'react-hook-form'

import type { BookingFormInput } from '@/booking/rules/form-fields'
import type { BookingRequest } from '@/booking/rules/schema'
import { Link } from '@/i18n/navigation'
import { PlateVehicleFill } from '@/kenteken/components/PlateVehicleFill.client'
import { FieldError } from '@/kit/forms/FieldError'
import { fieldError } from '@/kit/forms/use-visitor-form'
import { routes } from '@/kit/routes/routes'

import { vehicleFields, type TextField } from './form-values'
import type { VehiclePrefill } from '../data/types'

type ErrorKey =
  'name' | 'email' | 'emailFormat' | 'phone' | 'plate' | 'terms' | 'tooLong' | 'invalidCharacters'

const input =
  'w-full rounded-lg border border-line-strong px-3 py-2 read-only:bg-panel read-only:text-fg-muted aria-[invalid=true]:border-danger focus:border-accent focus:outline-none focus:ring-2 focus:ring-accent/30'
const link = 'text-accent underline'
const contactFields = [
  { name: 'customerName', label: 'name', type: undefined, autoComplete: 'name' },
  { name: 'customerEmail', label: 'email', type: 'email', autoComplete: 'email' },
  { name: 'customerPhone', label: 'phone', type: 'tel', autoComplete: 'tel' },
] as const

/**
 * The vehicle, the customer and the consent, registered with react-hook-form; each field shows
 * the schema's refusal beneath it in the visitor's language (BookingApi.errors, the messages
 * the server answers with). Every input carries its name and value in the server's HTML, so
 * the form posts itself before (or without) its script.
 */
export function BookingFields({
  id,
  form,
  prefill,
}: {
  id: string
  form: UseFormReturn<BookingFormInput, unknown, BookingRequest>
  prefill: VehiclePrefill
}) {
  const t = useTranslations('Booking')
  const errorText = useTranslations('BookingApi')
  const { errors, defaultValues } = form.formState
  const field = (name: TextField, registered = form.register(name)) => {
    const { key, errorId, aria } = fieldError(errors, name, `${id}-${name}`)
    return {
      props: { ...registered, defaultValue: defaultValues?.[name] ?? undefined, ...aria },
      error: <FieldError id={errorId}>{key && errorText(`errors.${key as ErrorKey}`)}</FieldError>,
    }
  }
  const labelled = (text: ReactNode, control: ReturnType<typeof field>, children: ReactNode) => (
    <div className="grid gap-1 text-sm font-medium">
      <label className="grid gap-1">
        {text}
        {children}
      </label>
      {control.error}
    </div>
  )
  const required = <span className="sr-only">({t('required')})</span>
  // Registered in the page's order: react-hook-form focuses the first refused field it knows.
  const vehicle = vehicleFields.map((name) => ({ name, control: field(name) }))
  const contact = contactFields.map((kind) => ({ ...kind, control: field(kind.name) }))
  const plateField = form.register('licensePlate')
  const plate = field('licensePlate', {
    ...plateField,
    // Upper-cased while typing, as the spec asks (before the form reads it); the schema does it again.
    onChange: (event) => {
      event.target.value = event.target.value.toUpperCase()
      return plateField.onChange(event)
    },
  })
  const notes = field('notes')
  const terms = fieldError(errors, 'termsAccepted', `${id}-terms`)
  return (
    <>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold">{t('vehicle')}</legend>
        {vehicle.map(({ name, control }) => (
          <Fragment key={name}>
            {labelled(
              t(name),
              control,
              <input {...control.props} readOnly={Boolean(prefill[name])} className={input} />,
            )}
          </Fragment>
        ))}
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold">{t('customer')}</legend>
        {contact.map(({ name, label, control, ...kind }) => (
          <Fragment key={name}>
            {labelled(
              <span>
                {t(label)} {required}
              </span>,
              control,
              <input {...control.props} {...kind} required className={input} />,
            )}
          </Fragment>
        ))}
        {labelled(
          <span>
            {t('plate')} {required}
          </span>,
          plate,
          <input
            {...plate.props}
            required
            autoCapitalize="characters"
            className={`${input} uppercase`}
          />,
        )}
        {!prefill.brand && (
          <PlateVehicleFill
            plate={form.watch('licensePlate') ?? ''}
            onFill={(vehicle) => {
              for (const name of vehicleFields)
                form.setValue(name, vehicle[name], { shouldValidate: form.formState.isSubmitted })
            }}
          />
        )}
        <div className="sm:col-span-2">
          {labelled(t('notes'), notes, <textarea {...notes.props} rows={3} className={input} />)}
        </div>
        {/* The package chosen on the engine page travels with the booking; the server prices it. */}
        <input type="hidden" name="enginePath" defaultValue={defaultValues?.enginePath ?? ''} />
        <input
          type="hidden"
          name="packageOptions"
          defaultValue={defaultValues?.packageOptions ?? ''}
        />
        <label className="absolute -left-[9999px]" aria-hidden="true">
          {t('honeypot')}
          <input {...form.register('website')} tabIndex={-1} autoComplete="off" />
        </label>
      </fieldset>
      <div className="grid gap-1">
        <label className="flex items-start gap-3 text-sm">
          <input
            type="checkbox"
            {...form.register('termsAccepted')}
            defaultChecked={defaultValues?.termsAccepted === true}
            {...terms.aria}
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
        <FieldError id={terms.errorId}>
          {terms.key && errorText(`errors.${terms.key as ErrorKey}`)}
        </FieldError>
      </div>
    </>
  )
}
