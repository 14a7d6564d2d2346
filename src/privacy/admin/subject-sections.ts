import type { AdminLanguage } from '@/i18n/admin-texts'
import { workshopToday } from '@/kit/format/dates'
import { longDate } from '@/kit/format/long-date'

import type { PrivacyKey } from './texts'
import type { SubjectData } from '../server/subject'

/** What the erasure does to a kind of record: emptied of the person, or removed. */
export type Fate = 'anonymised' | 'deleted'

export type SubjectSection = {
  kind: 'bookings' | 'requests' | 'mails' | 'waitlist'
  fate: Fate
  /** The column headings, as the screen's words. */
  columns: readonly [PrivacyKey, PrivacyKey, PrivacyKey, PrivacyKey, PrivacyKey]
  rows: { id: number; href: string; date: string; who: string; what: string; status: string }[]
}

/** How a stored status reads in the admin ("Nieuw" for `new`), per collection and field. */
export type StatusWords = (
  collection: 'bookings' | 'requests' | 'booking-mails' | 'waitlist',
  field: 'status' | 'state',
  value: string | null | undefined,
) => string

/**
 * One customer's records as the customer-data screen lists them: per kind a heading's columns
 * and rows in words (the day written out, statuses as the admin names them), each row linking
 * to its record.
 */
export function subjectSections(
  data: SubjectData,
  language: AdminLanguage,
  words: StatusWords,
): SubjectSection[] {
  const day = (date: string | null | undefined) => (date ? longDate(date, language) : '')
  const dayOf = (timestamp: string) => day(workshopToday(new Date(timestamp)))
  return [
    {
      kind: 'bookings',
      fate: 'anonymised',
      columns: ['number', 'appointmentDay', 'name', 'vehicle', 'status'],
      rows: data.bookings.map((b) => ({
        id: b.id,
        href: `collections/bookings/${b.id}`,
        date: day(b.appointmentDate),
        who: b.customerName,
        what: [b.licensePlate, b.vehicle].filter(Boolean).join(' · '),
        status: words('bookings', 'status', b.status),
      })),
    },
    {
      kind: 'requests',
      fate: 'anonymised',
      columns: ['number', 'received', 'name', 'vehicle', 'status'],
      rows: data.requests.map((r) => ({
        id: r.id,
        href: `collections/requests/${r.id}`,
        date: dayOf(r.createdAt),
        who: r.name,
        what: [r.licensePlate, r.vehicle].filter(Boolean).join(' · '),
        status: words('requests', 'status', r.status),
      })),
    },
    {
      kind: 'mails',
      fate: 'deleted',
      columns: ['number', 'written', 'to', 'subject', 'status'],
      rows: data.mails.map((m) => ({
        id: m.id,
        href: `collections/booking-mails/${m.id}`,
        date: dayOf(m.createdAt),
        who: m.to,
        what: m.subject,
        status: words('booking-mails', 'state', m.state),
      })),
    },
    {
      kind: 'waitlist',
      fate: 'deleted',
      columns: ['number', 'waitsFor', 'name', 'vehicle', 'status'],
      rows: data.waitlist.map((w) => ({
        id: w.id,
        href: `collections/waitlist/${w.id}`,
        date: day(w.date),
        who: w.name,
        what: w.vehicle ?? '',
        status: words('waitlist', 'status', w.status),
      })),
    },
  ]
}
