import type { DefaultServerCellComponentProps } from 'payload'

import { statusTone } from '@/booking/rules/status-badge'
import { packageLine } from '@/catalogue'
import { adminLanguage } from '@/i18n/admin-texts'
import { isIsoDate } from '@/kit/format/dates'
import { longDate } from '@/kit/format/long-date'
import { optionLabel } from '@/staff/server'

/**
 * The bookings list's cells as a workshop reads them. Payload hands a custom cell the link to
 * the document only as a flag: the first column links to the booking itself, as Payload's own.
 */
function Linked({ props, children }: { props: DefaultServerCellComponentProps; children: string }) {
  if (!props.link) return <>{children}</>
  const admin = props.payload.config.routes.admin
  const href = props.linkURL ?? `${admin}/collections/${props.collectionSlug}/${props.rowData.id}`
  return <a href={href}>{children}</a>
}

/** "maandag 4 januari 2027", in the staff member's admin language. */
export function DayCell(props: DefaultServerCellComponentProps) {
  const value = typeof props.cellData === 'string' ? props.cellData : ''
  const text = isIsoDate(value) ? longDate(value, adminLanguage(props.i18n.language)) : value
  return <Linked props={props}>{text}</Linked>
}

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
