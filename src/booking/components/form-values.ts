import type { BookingFormInput } from '@/booking/rules/form-fields'
import type { Locale } from '@/i18n/locales'

import type { VehiclePrefill } from '../data/types'

export const vehicleFields = ['brand', 'model', 'buildYear', 'engine'] as const
const textFields = [
  ...vehicleFields,
  'customerName',
  'customerEmail',
  'customerPhone',
  'licensePlate',
  'notes',
  'website',
  'enginePath',
  'packageOptions',
] as const
export type TextField = (typeof textFields)[number]

const prefilled: Partial<Record<TextField, keyof VehiclePrefill>> = {
  brand: 'brand',
  model: 'model',
  buildYear: 'buildYear',
  engine: 'engine',
  enginePath: 'path',
  packageOptions: 'options',
}

export const initialValue = (prefill: VehiclePrefill, name: TextField): string => {
  const from = prefilled[name]
  return from ? (prefill[from] ?? '') : ''
}

/**
 * The booking form's values as react-hook-form holds them, in bookingSchema's input shape: the
 * prefill, or what a visitor sent without script and had handed back (`entered`). The day and
 * the request's key are not fields: the calendar and the send set them.
 */
export function bookingDefaults(
  prefill: VehiclePrefill,
  locale: Locale,
  entered?: Record<string, string>,
): BookingFormInput {
  const texts = Object.fromEntries(
    textFields.map((name) => [name, entered?.[name] ?? initialValue(prefill, name)]),
  ) as Record<TextField, string>
  return {
    ...texts,
    appointmentDate: '',
    appointmentTime: '09:00',
    locale,
    idempotencyKey: '',
    termsAccepted: entered ? entered.termsAccepted !== undefined : false,
  }
}
