import type { DefaultServerCellComponentProps } from 'payload'

import { statusTone } from '@/booking/rules/status-badge'
import { packageLine } from '@/catalogue'
import { optionLabel } from '@/staff/server'

// The bookings list's cells as a workshop reads them; its day goes through the admin's date cell.

/** The status as a coloured badge with the collection's own words for it. */
export function StatusCell(props: DefaultServerCellComponentProps) {
  const value = typeof props.cellData === 'string' ? props.cellData : ''
  const words = optionLabel(props.payload, props.i18n, 'bookings', 'status', value)
  return (
    <span
      className={`pill pill--style-${statusTone(value)}`}
      data-status={value}
      style={{ padding: '0.1rem 0.5rem', width: 'fit-content' }}
    >
      {words}
    </span>
  )
}

/** The package and options the customer chose ("Stage 1 + EGR uit"), or nothing. */
export function PackageCell(props: DefaultServerCellComponentProps) {
  const order = props.cellData as Parameters<typeof packageLine>[0]
  return <>{packageLine(order ?? undefined)}</>
}

/** The car: its plate and what it is ("AB-123-C · Audi A4 2.0 TDI"), never an empty field's note. */
export function CarCell(props: DefaultServerCellComponentProps) {
  const row = props.rowData as {
    licensePlate?: string
    vehicle?: string
    brand?: string
    model?: string
  }
  const what = row.vehicle || [row.brand, row.model].filter(Boolean).join(' ')
  return <>{[row.licensePlate, what].filter(Boolean).join(' · ')}</>
}
