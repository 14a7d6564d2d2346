import { firstFailedCheck, type FormCheck } from '@/booking/rules/checks'
import type { BookingRequest } from '@/booking/rules/schema'

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
export type FormValues = Record<TextField, string> & { termsAccepted: boolean }

// The schema (and zod) loads when the visitor first focuses the form, not with the page.
export const loadSchema = () =>
  import('@/booking/rules/schema').then((module) => module.bookingSchema)

/** The schema's message for a field the quick checks passed, as the toast of that check. */
const checkOfSchemaMessage = new Map<string, FormCheck>([
  ['emailFormat', 'email'],
  ['name', 'name'],
  ['phone', 'phone'],
  ['plate', 'plate'],
  ['terms', 'terms'],
])

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

export function readValues(form: HTMLFormElement): FormValues {
  const data = new FormData(form)
  const values = Object.fromEntries(
    textFields.map((name) => [name, String(data.get(name) ?? '')]),
  ) as Record<TextField, string>
  return { ...values, termsAccepted: data.get('termsAccepted') === 'on' }
}

export type Checked = { ok: true; booking: BookingRequest } | { ok: false; check: FormCheck | null }

/**
 * The form's own checks in the order visitors are told about them first (one toast for the first that fails), then the
 * schema the endpoint applies too; a schema refusal without a check of its own is `null`.
 */
export async function checkBooking(
  values: FormValues,
  booking: { date?: string; placeReserved: boolean; locale: string; idempotencyKey: string },
): Promise<Checked> {
  const failed = firstFailedCheck({ ...values, ...booking })
  if (failed) return { ok: false, check: failed }
  const parsed = (await loadSchema()).safeParse({
    ...values,
    appointmentDate: booking.date,
    appointmentTime: '09:00',
    locale: booking.locale,
    idempotencyKey: booking.idempotencyKey,
  })
  if (parsed.success) return { ok: true, booking: parsed.data }
  const message = parsed.error.issues[0]?.message ?? ''
  return { ok: false, check: checkOfSchemaMessage.get(message) ?? null }
}
