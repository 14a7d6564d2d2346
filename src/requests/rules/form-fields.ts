import { type FormFields, texts } from '@/kit/forms/form-fields'

import type { RequestInput } from './request'

export const requestTextFields = [
  'kind',
  'name',
  'email',
  'phone',
  'licensePlate',
  'brand',
  'model',
  'buildYear',
  'engine',
  'horsepower',
  'message',
  'page',
  'website',
] as const

/** A request form (contact, Stage 2 quote, advice) posted without script, as requestSchema's input. */
export function requestFromForm(
  fields: FormFields,
  { locale, newKey }: { locale: string; newKey: () => string },
): RequestInput {
  const values = texts(fields, requestTextFields)
  return {
    ...values,
    kind: (values.kind || 'contact') as RequestInput['kind'],
    page: values.page || '/',
    locale: locale as RequestInput['locale'],
    idempotencyKey: fields.idempotencyKey || newKey(),
  }
}
