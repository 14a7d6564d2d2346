import { describe, expect, it } from 'vitest'

import {
  availability,
  type BookingRules,
  bookableWindow,
  defaultBookingRules,
  placesOn,
} from '@/domain/booking/availability'
import {
  addDays,
  isIsoDate,
  weekdayOf,
  workshopTimeToUtc,
  workshopToday,
} from '@/domain/booking/dates'
import { calendarInvite } from '@/domain/booking/ics'
import { longDate } from '@/domain/booking/long-date'
import { composeNotes } from '@/domain/booking/notes'
import { bookingSchema, firstFailedCheck } from '@/domain/booking/schema'

// Sunday 22 November 2026, 10:00 in Nijmegen.
const now = new Date('2026-11-22T09:00:00Z')
const rules: BookingRules = {
  ...defaultBookingRules,
  closedDates: [
    { from: '2026-12-25', until: '2026-12-26', reason: 'Kerst' },
    { from: '2026-12-31', reason: null },
  ],
  leadDays: 1,
  horizonDays: 60,
}

describe('dates', () => {
  it('validates real calendar dates only', () => {
    expect(isIsoDate('2026-12-05')).toBe(true)
    expect(isIsoDate('2026-02-30')).toBe(false)
    expect(isIsoDate('5-12-2026')).toBe(false)
    expect(isIsoDate(20261205)).toBe(false)
  })
  it('knows the workshop day, also around midnight UTC', () => {
    expect(workshopToday(new Date('2026-11-22T23:30:00Z'))).toBe('2026-11-23')
    expect(weekdayOf('2026-12-05')).toBe('saturday')
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
  })
})

describe('availability', () => {
  it('offers the places of the weekday minus active bookings', () => {
    expect(availability('2026-11-24', rules, 0, now)).toEqual({
      available: true,
      places: 2,
      free: 2,
      slots: ['09:00', '09:00'],
    })
    expect(availability('2026-11-24', rules, 1, now)).toMatchObject({
      available: true,
      free: 1,
      slots: ['09:00'],
    })
    expect(availability('2026-11-28', rules, 0, now)).toMatchObject({ available: true, places: 1 }) // Saturday
  })
  it('says a day is full when every place is taken', () => {
    expect(availability('2026-11-24', rules, 2, now)).toMatchObject({
      available: false,
      reason: 'full',
      places: 2,
    })
    expect(availability('2026-11-24', rules, 5, now)).toMatchObject({
      available: false,
      reason: 'full',
    })
  })
  it('never opens Sundays', () => {
    expect(availability('2026-11-29', rules, 0, now)).toMatchObject({
      available: false,
      reason: 'no-places',
    })
  })
  it('keeps closed dates and periods closed, with their reason', () => {
    expect(availability('2026-12-25', rules, 0, now)).toMatchObject({
      available: false,
      reason: 'closed',
      closedReason: 'Kerst',
    })
    expect(availability('2026-12-26', rules, 0, now)).toMatchObject({ reason: 'closed' })
    expect(availability('2026-12-31', rules, 0, now)).toMatchObject({
      reason: 'closed',
      closedReason: null,
    })
    expect(availability('2026-12-24', rules, 0, now)).toMatchObject({ available: true })
  })
  it('applies the lead time and the horizon', () => {
    expect(availability('2026-11-21', rules, 0, now)).toMatchObject({ reason: 'past' })
    expect(availability('2026-11-22', rules, 0, now)).toMatchObject({ reason: 'too-soon' })
    expect(availability('2026-11-23', rules, 0, now)).toMatchObject({ available: true })
    expect(bookableWindow(rules, now)).toEqual({ first: '2026-11-23', last: '2027-01-21' })
    expect(availability('2027-01-21', rules, 0, now)).toMatchObject({ available: true })
    expect(availability('2027-01-22', rules, 0, now)).toMatchObject({ reason: 'too-far' })
  })
  it('refuses dates that are not dates', () => {
    expect(availability('2026-13-01', rules, 0, now)).toMatchObject({
      available: false,
      reason: 'invalid-date',
    })
  })
  it('counts places per weekday from the rules', () => {
    expect(placesOn('2026-11-29', rules)).toBe(0)
    expect(
      placesOn('2026-11-30', {
        ...rules,
        placesPerWeekday: { ...rules.placesPerWeekday, monday: 3 },
      }),
    ).toBe(3)
  })
})

describe('notes', () => {
  it('composes labelled lines, each only when filled', () => {
    expect(
      composeNotes({
        brand: 'Audi',
        model: 'A4',
        buildYear: '2015-2019',
        engine: '2.0 TDI',
        notes: 'Graag koffie',
      }),
    ).toBe(
      'Merk: Audi\nModel: A4\nBouwjaar: 2015-2019\nMotorvariant: 2.0 TDI\nOpmerkingen: Graag koffie',
    )
    expect(composeNotes({ brand: 'Audi', model: ' ', notes: '' })).toBe('Merk: Audi')
    expect(composeNotes({})).toBeNull()
  })
})

describe('booking schema', () => {
  const valid = {
    appointmentDate: '2026-12-05',
    customerName: '  Jan de Vries ',
    customerEmail: 'jan@example.nl',
    customerPhone: '06 12345678',
    licensePlate: 'ab-123-c',
    termsAccepted: true,
    idempotencyKey: 'c0ffee00-1234-4abc-9def-000000000001',
  }
  it('trims, upper-cases the plate and fills defaults', () => {
    const parsed = bookingSchema.parse(valid)
    expect(parsed).toMatchObject({
      customerName: 'Jan de Vries',
      licensePlate: 'AB-123-C',
      appointmentTime: '09:00',
      locale: 'nl',
      website: '',
    })
  })
  it.each([
    [{ appointmentDate: '2026-02-30' }, 'date'],
    [{ customerName: '   ' }, 'name'],
    [{ customerEmail: '' }, 'email'],
    [{ customerEmail: 'jan@' }, 'emailFormat'],
    [{ customerPhone: '' }, 'phone'],
    [{ licensePlate: '' }, 'plate'],
    [{ termsAccepted: false }, 'terms'],
    [{ idempotencyKey: 'x' }, 'idempotencyKey'],
    [{ notes: 'x'.repeat(2001) }, 'tooLong'],
    [{ customerName: '\u0000' }, 'invalidCharacters'],
    [{ customerName: 'Jan\u0000 de Vries' }, 'invalidCharacters'],
    [{ customerPhone: '06\u001b[2J' }, 'invalidCharacters'],
    [{ licensePlate: 'AB\u007f123' }, 'invalidCharacters'],
    [{ brand: 'Audi\u0085' }, 'invalidCharacters'],
    [{ notes: 'ok\u0000' }, 'invalidCharacters'],
    [{ customerName: '1234 --' }, 'name'],
  ])('rejects %j with %s', (change, message) => {
    const result = bookingSchema.safeParse({ ...valid, ...change })
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.message).toBe(message)
  })
  it('keeps line breaks and tabs in the notes, and names in any script', () => {
    const parsed = bookingSchema.parse({ ...valid, notes: 'Regel 1\r\nRegel 2\tmet tab', customerName: 'Łukasz Øvergaard-Çelik' })
    expect(parsed.notes).toBe('Regel 1\r\nRegel 2\tmet tab')
    expect(parsed.customerName).toBe('Łukasz Øvergaard-Çelik')
  })
  it('runs the form checks in the order of the spec', () => {
    const empty = { placeReserved: false, termsAccepted: false }
    expect(firstFailedCheck(empty)).toBe('date')
    expect(firstFailedCheck({ ...empty, date: '2026-12-05' })).toBe('place')
    expect(
      firstFailedCheck({ ...empty, date: '2026-12-05', placeReserved: true, customerName: ' ' }),
    ).toBe('name')
    const filled = {
      date: '2026-12-05',
      placeReserved: true,
      customerName: 'Jan',
      customerEmail: 'j@x.nl',
      customerPhone: '06',
      licensePlate: 'AB',
    }
    expect(firstFailedCheck({ ...filled, customerEmail: '', termsAccepted: false })).toBe('email')
    expect(firstFailedCheck({ ...filled, customerPhone: '', termsAccepted: false })).toBe('phone')
    expect(firstFailedCheck({ ...filled, licensePlate: '', termsAccepted: false })).toBe('plate')
    expect(firstFailedCheck({ ...filled, termsAccepted: false })).toBe('terms')
    expect(firstFailedCheck({ ...filled, termsAccepted: true })).toBeNull()
  })
})

describe('calendar invite', () => {
  const base = {
    uid: 'booking-42@chiptuning-nijmegen.nl',
    date: '2026-12-05',
    startTime: '09:00',
    allDay: true,
    summary: 'Chiptuning afspraak',
    description: 'Merk: Audi\nModel: A4',
    location: 'Kerkenbos 1012, 6546 BB Nijmegen',
    organizer: { name: 'Chiptuning Nijmegen', email: 'afspraak@example.nl' },
    attendee: { name: 'Jan de Vries', email: 'jan@example.nl' },
    now,
  }
  it('is an all-day request with location, organiser and escaped text', () => {
    const ics = calendarInvite(base)
    expect(ics).toContain('METHOD:REQUEST\r\n')
    expect(ics).toContain('DTSTART;VALUE=DATE:20261205\r\nDTEND;VALUE=DATE:20261206\r\n')
    expect(ics).toContain('LOCATION:Kerkenbos 1012\\, 6546 BB Nijmegen\r\n')
    expect(ics).toContain('DESCRIPTION:Merk: Audi\\nModel: A4\r\n')
    expect(ics).toContain('ORGANIZER;CN="Chiptuning Nijmegen":mailto:afspraak@example.nl')
    expect(ics).toContain('UID:booking-42@chiptuning-nijmegen.nl')
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true)
  })
  it('starts at 09:00 Dutch time when not all day, in winter and in summer', () => {
    expect(workshopTimeToUtc('2026-12-05', '09:00').toISOString()).toBe('2026-12-05T08:00:00.000Z')
    expect(workshopTimeToUtc('2027-06-05', '09:00').toISOString()).toBe('2027-06-05T07:00:00.000Z')
    expect(calendarInvite({ ...base, allDay: false })).toContain('DTSTART:20261205T080000Z')
  })
  const unfolded = (ics: string) => ics.replace(/\r\n /g, '')
  it('keeps names with colons, commas, semicolons, quotes and non-Latin letters whole', () => {
    const ics = calendarInvite({
      ...base,
      organizer: { name: 'Garage: De Vries', email: 'afspraak@example.nl' },
      attendee: { name: 'Jansen, Piet "PJ"; Ωμέγα 山田', email: 'piet@example.nl' },
    })
    const lines = unfolded(ics).split('\r\n')
    expect(lines).toContain('ORGANIZER;CN="Garage: De Vries":mailto:afspraak@example.nl')
    const attendee = lines.find((line) => line.startsWith('ATTENDEE'))
    // A parameter cannot hold a double quote: the nickname keeps single ones.
    expect(attendee).toContain(`CN="Jansen, Piet 'PJ'; Ωμέγα 山田":MAILTO:piet@example.nl`)
    expect(attendee).not.toContain('\\')
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75)
  })
  it('keeps the all-day date in every server time zone', () => {
    expect(calendarInvite({ ...base, date: '2027-03-28' })).toContain(
      'DTSTART;VALUE=DATE:20270328\r\n',
    )
  })
})

describe('long dates in the customer language', () => {
  it('names weekday and month with date-fns locales', () => {
    expect(longDate('2027-03-05', 'nl')).toBe('vrijdag 5 maart 2027')
    expect(longDate('2027-03-05', 'en')).toBe('Friday 5 March 2027')
    expect(longDate('2027-03-05', 'de')).toBe('Freitag, 5. März 2027')
  })
})
