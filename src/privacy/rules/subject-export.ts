import Papa from 'papaparse'

import { spreadsheetSafe } from '@/booking'

type Row = object

/** A customer's records, as the JSON export lists them and the CSV flattens them. */
export type SubjectRecords = {
  bookings: readonly Row[]
  requests: readonly Row[]
  mails: readonly Row[]
  waitlist: readonly Row[]
  dynoRuns?: readonly Row[]
}

const text = (value: unknown) =>
  value == null ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value)

/**
 * The readable copy of an export (AVG art. 15): one line per record, the same columns for
 * every kind, each record's own fields in its language-neutral names, safe to open in a
 * spreadsheet. The JSON copy holds every field as stored.
 */
export function subjectCsv(records: SubjectRecords, headings: readonly string[]): string {
  const lines = (
    [
      [
        'booking',
        records.bookings,
        [
          'appointmentDate',
          'customerName',
          'customerEmail',
          'customerPhone',
          'licensePlate',
          'vehicle',
          'notes',
        ],
      ],
      [
        'request',
        records.requests,
        ['createdAt', 'name', 'email', 'phone', 'licensePlate', 'vehicle', 'message'],
      ],
      ['mail', records.mails, ['createdAt', null, 'to', null, null, null, 'subject']],
      ['waitlist', records.waitlist, ['date', 'name', 'email', null, null, 'vehicle', null]],
      ['dynoRun', records.dynoRuns ?? [], ['date', null, null, null, null, null, 'reportSentAt']],
    ] as const
  ).flatMap(([kind, rows, columns]) =>
    rows.map((row) => {
      const record = row as Record<string, unknown>
      return [
        kind,
        text(record.id),
        ...columns.map((column) => (column ? text(record[column]) : '')),
        text(record.status ?? record.state),
      ]
    }),
  )
  return `\uFEFF${Papa.unparse({
    fields: [...headings],
    data: lines.map((line) => line.map(spreadsheetSafe)),
  })}\r\n`
}
