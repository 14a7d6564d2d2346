import { packageLine } from '@/catalogue'
import type { AdminLanguage } from '@/i18n/admin-texts'
import { formatEuro } from '@/kit/format/money'
import { telHref } from '@/kit/routes/links'
import type { Booking } from '@/payload-types'

import type { PlannerT } from './MonthGrid'
import { statusName } from './texts'
import { edge, tint, toneOfStatus } from './tones'

const cell = { padding: '0.5rem', verticalAlign: 'top' } as const
const columns = [
  'columnTime',
  'columnName',
  'columnCar',
  'columnPackage',
  'columnPhone',
  'columnStatus',
] as const

/** A booking's status as a badge: its tint, and always its word. */
function StatusBadge({ status, language }: { status: string; language: string }) {
  const tone = toneOfStatus(status)
  return (
    <span
      data-status={status}
      style={{
        display: 'inline-block',
        padding: '0.1rem 0.5rem',
        borderRadius: '999px',
        border: `1px solid ${edge(tone)}`,
        background: tint(tone),
        color: 'var(--theme-text)',
        fontWeight: 600,
        whiteSpace: 'nowrap',
      }}
    >
      {statusName(status, language)}
    </span>
  )
}

/** The chosen day's bookings as the workshop floor reads them, one row per car. */
export function DayBookings({
  bookings,
  startTime,
  language,
  bookingHref,
  t,
}: {
  bookings: Booking[]
  startTime: string
  language: AdminLanguage
  bookingHref: (id: number) => string
  t: PlannerT
}) {
  if (bookings.length === 0) return <p>{t('planner:none')}</p>
  return (
    <table style={{ width: '100%', borderCollapse: 'collapse' }}>
      <thead>
        <tr style={{ textAlign: 'left', borderBottom: '2px solid var(--theme-elevation-250)' }}>
          {columns.map((key) => (
            <th key={key} scope="col" style={cell}>
              {t(`planner:${key}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {bookings.map((b) => (
          <tr
            key={b.id}
            data-booking={b.id}
            style={{ borderBottom: '1px solid var(--theme-elevation-150)' }}
          >
            <td style={{ ...cell, fontWeight: 700 }}>{b.appointmentTime || startTime}</td>
            <td style={cell}>
              <a href={bookingHref(b.id)}>{b.customerName}</a>
            </td>
            <td style={cell}>
              <strong>{b.licensePlate}</strong>
              <span style={{ display: 'block' }}>
                {b.vehicle || [b.brand, b.model].filter(Boolean).join(' ')}
              </span>
            </td>
            <td style={cell}>
              {packageLine(b.order) || '-'}
              {b.order?.total ? (
                <span style={{ display: 'block', fontSize: '0.9em' }}>
                  {formatEuro(b.order.total, language)}
                </span>
              ) : null}
            </td>
            <td style={{ ...cell, whiteSpace: 'nowrap' }}>
              <a href={telHref(b.customerPhone)}>{b.customerPhone}</a>
            </td>
            <td style={cell}>
              <StatusBadge status={b.status} language={language} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
