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

const exportColumns = [
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

/** The headings and status names in the language of the staff member who exports. */
export type ExportWords = {
  headings: readonly string[]
  status: (status: string) => string
}

/** Bookings as CSV for staff (Excel reads the BOM as UTF-8). */
export function bookingsCsv(bookings: readonly ExportedBooking[], words: ExportWords): string {
  const rows = bookings.map((b) =>
    exportColumns.map((c) => safe(c === 'status' ? words.status(b.status) : b[c])),
  )
  return `\uFEFF${Papa.unparse({ fields: [...words.headings], data: rows })}\r\n`
}
