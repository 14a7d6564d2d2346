// Kept apart from the zod schema: the form's script names the first failed check, and the
// browser loads zod and the schema only once the visitor first reaches for the page.

/** The booking form's seven checks, in the order they are reported; the first failure is shown. */
export const formCheckOrder = ['date', 'place', 'name', 'email', 'phone', 'plate', 'terms'] as const
export type FormCheck = (typeof formCheckOrder)[number]

export function firstFailedCheck(form: {
  date?: string | null
  placeReserved: boolean
  customerName?: string
  customerEmail?: string
  customerPhone?: string
  licensePlate?: string
  termsAccepted: boolean
}): FormCheck | null {
  const checks: Record<FormCheck, boolean> = {
    date: Boolean(form.date),
    place: form.placeReserved,
    name: Boolean(form.customerName?.trim()),
    email: Boolean(form.customerEmail?.trim()),
    phone: Boolean(form.customerPhone?.trim()),
    plate: Boolean(form.licensePlate?.trim()),
    terms: form.termsAccepted,
  }
  return formCheckOrder.find((check) => !checks[check]) ?? null
}

/** The form field behind each of the checks the schema also makes. */
const fieldOfCheck: Partial<Record<FormCheck, string>> = {
  name: 'customerName',
  email: 'customerEmail',
  phone: 'customerPhone',
  plate: 'licensePlate',
  terms: 'termsAccepted',
}

/**
 * The check whose toast reports the schema's refusal of these fields: the first in the spec's
 * order (an address in the wrong form is the e-mail check's too); null when the schema refused
 * only fields without a check of their own (a note too long), which get the general toast.
 */
export function firstRefusedCheck(refused: readonly string[]): FormCheck | null {
  return (
    formCheckOrder.find((check) => {
      const field = fieldOfCheck[check]
      return field !== undefined && refused.includes(field)
    }) ?? null
  )
}
