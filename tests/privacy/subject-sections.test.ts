import { describe, expect, it } from 'vitest'

import type { Booking, BookingMail, Lead, WaitlistEntry } from '@/payload-types'
import { subjectSections } from '@/privacy/admin/subject-sections'

const data = {
  bookings: [
    {
      id: 7,
      appointmentDate: '2027-01-04',
      customerName: 'Jan de Vries',
      licensePlate: 'AB-123-C',
      vehicle: 'Audi A4',
      status: 'confirmed',
    } as Booking,
  ],
  requests: [{ id: 3, createdAt: '2027-01-02T23:30:00.000Z', name: 'Jan', status: 'new' } as Lead],
  mails: [
    {
      id: 9,
      createdAt: '2027-01-04T08:00:00.000Z',
      to: 'jan@example.nl',
      subject: 'Bevestiging',
      state: 'kept',
    } as BookingMail,
  ],
  waitlist: [] as WaitlistEntry[],
  dynoRuns: [],
}

describe('the customer-data screen’s sections', () => {
  const words = (collection: string, field: string, value: string | null | undefined) =>
    `${collection}.${field}=${value}`
  const sections = subjectSections(data, 'nl', words)

  it('lists every kind under its heading, also the empty ones, with what erasure does to it', () => {
    expect(sections.map((s) => [s.kind, s.rows.length, s.fate])).toEqual([
      ['bookings', 1, 'anonymised'],
      ['requests', 1, 'anonymised'],
      ['mails', 1, 'deleted'],
      ['waitlist', 0, 'deleted'],
    ])
  })

  it('writes days out and statuses in the admin’s words, never the stored value', () => {
    const [bookings, requests, mails] = sections
    expect(bookings!.rows[0]).toMatchObject({
      href: 'collections/bookings/7',
      date: 'maandag 4 januari 2027',
      what: 'AB-123-C · Audi A4',
      status: 'bookings.status=confirmed',
    })
    // Received just before midnight in Nijmegen's time: that is the day it names.
    expect(requests!.rows[0]!.date).toBe('zondag 3 januari 2027')
    expect(mails!.rows[0]!.status).toBe('booking-mails.state=kept')
  })

  it('names the day in the staff member’s language', () => {
    const [bookings] = subjectSections(data, 'de', words)
    expect(bookings!.rows[0]!.date).toBe('Montag, 4. Januar 2027')
  })
})
