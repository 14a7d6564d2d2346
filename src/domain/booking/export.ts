import Papa from 'papaparse'

export type ExportedBooking = {
  appointmentDate: string
  status: string
  customerName: string
  customerEmail: string
  customerPhone: string
  licensePlate: string
  vehicle?: string | null
  notes?: string | null
  locale?: string | null
  createdAt: string
}

const columns = [
  'appointmentDate',
  'status',
  'customerName',
  'customerEmail',
  'customerPhone',
  'licensePlate',
  'vehicle',
  'notes',
  'locale',
  'createdAt',
] as const

/** A cell a spreadsheet would run as a formula (=, +, -, @) is prefixed with a quote. */
const safe = (value: unknown) => {
  const text = value == null ? '' : String(value)
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text
}

/** Bookings as CSV for staff (Excel reads the BOM as UTF-8). */
export function bookingsCsv(bookings: readonly ExportedBooking[]): string {
  return `\uFEFF${Papa.unparse({ fields: [...columns], data: bookings.map((b) => columns.map((c) => safe(b[c]))) })}\r\n`
}
