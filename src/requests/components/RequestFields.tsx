import { useTranslations } from 'next-intl'
import type { UseFormReturn } from 'react-hook-form'

import { FieldError } from '@/kit/forms/FieldError'
import { fieldError } from '@/kit/forms/use-visitor-form'
import type { ContactValues } from '@/requests/rules/contact'

type Name = keyof ContactValues
type ErrorKey =
  | 'name'
  | 'email'
  | 'emailFormat'
  | 'phone'
  | 'plate'
  | 'horsepower'
  | 'tooLong'
  | 'invalidCharacters'

const input =
  'w-full rounded-lg border border-line-strong px-3 py-2 aria-[invalid=true]:border-danger focus:border-accent focus:outline-none focus:ring-2 focus:ring-accent/30'

/** The fields in their order, each with its label's message, its kind and whether it may stay empty. */
const fields: {
  name: Name
  label: 'name' | 'email' | 'phone' | 'plate' | 'brand' | 'model' | 'horsepower'
  attributes?: Record<string, string | number | boolean>
  optional?: boolean
}[] = [
  { name: 'name', label: 'name', attributes: { autoComplete: 'name', required: true } },
  {
    name: 'email',
    label: 'email',
    attributes: { type: 'email', autoComplete: 'email', required: true },
  },
  {
    name: 'phone',
    label: 'phone',
    attributes: { type: 'tel', autoComplete: 'tel', required: true },
  },
  {
    name: 'licensePlate',
    label: 'plate',
    attributes: { required: true, className: `${input} uppercase` },
  },
  { name: 'brand', label: 'brand', optional: true },
  { name: 'model', label: 'model', optional: true },
  {
    name: 'horsepower',
    label: 'horsepower',
    optional: true,
    attributes: { type: 'number', min: 0, inputMode: 'numeric' },
  },
]

/** The request form's visible fields, registered with react-hook-form; each shows its own error. */
export function RequestFields({
  id,
  form,
  variant,
}: {
  id: string
  form: UseFormReturn<ContactValues>
  variant: 'compact' | 'full'
}) {
  const t = useTranslations('ContactForm')
  const { errors } = form.formState
  const control = (name: Name) => {
    const { key, errorId, aria } = fieldError(errors, name, `${id}-${name}`)
    return {
      props: {
        id: `${id}-${name}`,
        ...form.register(name),
        // In the server's HTML too: the form works (and shows its prefill) before its script runs.
        defaultValue: form.formState.defaultValues?.[name],
        ...aria,
        className: input,
      },
      error: <FieldError id={errorId}>{key && t(`errors.${key as ErrorKey}`)}</FieldError>,
    }
  }
  const label = (name: Name, text: string, optional = false) => (
    <label htmlFor={`${id}-${name}`} className="text-sm font-medium">
      {text} {optional && <span className="font-normal text-fg-muted">({t('optional')})</span>}
    </label>
  )
  // Registered in the page's order: react-hook-form focuses the first refused field it knows.
  const controls = fields.map((field) => ({ ...field, ...control(field.name) }))
  const message = control('message')
  return (
    <>
      {controls.map(({ name, label: text, attributes, optional, props, error }) => {
        return (
          <div key={name} className="grid gap-1">
            {label(name, t(text), optional)}
            <input {...props} {...attributes} />
            {error}
          </div>
        )
      })}
      <div className="grid gap-1 sm:col-span-2">
        {label('message', t('message'), true)}
        <textarea {...message.props} rows={variant === 'full' ? 6 : 4} />
        {message.error}
      </div>
    </>
  )
}
