import Papa from 'papaparse'

import { packageLine, type StoredOrder } from '@/catalogue'

export type ExportedBooking = {
  appointmentDate: string
  status: string
  customerName: string
  customerEmail: string
  customerPhone: string
  licensePlate: string
  vehicle?: string | null
  notes?: string | null
  order?: StoredOrder
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
  'package',
  'total',
  'locale',
  'createdAt',
] as const

/**
 * A spreadsheet runs a cell that starts with =, +, - or @ as a formula. Where a cell starts
 * depends on who opens the file: Excel set to Dutch or German splits lines on `;`, not on the
 * commas this file is written with, so text after a `;` (or a tab or line break) starts a cell
 * too. Each such start gets a quote before it, which makes the cell plain text.
 */
export const spreadsheetSafe = (value: unknown) => {
  const text = value == null ? '' : String(value)
  return text.replace(/(^|[;\t\r\n])(?=[=+\-@\t\r])/g, "$1'")
}

/** The headings and status names in the language of the staff member who exports. */
export type ExportWords = {
  headings: readonly string[]
  status: (status: string) => string
  /** An amount as a spreadsheet in that language reads a number (a decimal comma in Dutch). */
  amount: (amount: number) => string
}

/** Bookings as CSV for staff (Excel reads the BOM as UTF-8). */
export function bookingsCsv(bookings: readonly ExportedBooking[], words: ExportWords): string {
  const cell = (b: ExportedBooking, column: (typeof exportColumns)[number]) => {
    if (column === 'status') return words.status(b.status)
    if (column === 'package') return packageLine(b.order)
    if (column === 'total') return b.order?.total ? words.amount(b.order.total) : ''
    return b[column]
  }
  const rows = bookings.map((b) => exportColumns.map((column) => spreadsheetSafe(cell(b, column))))
  return `\uFEFF${Papa.unparse({ fields: [...words.headings], data: rows })}\r\n`
}
