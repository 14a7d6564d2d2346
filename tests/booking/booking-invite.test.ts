import { describe, expect, it } from 'vitest'

import { calendarInvite, inviteContentType } from '@/booking/rules/ics'
import { workshopTimeToUtc } from '@/kit/format/dates'
import { longDate } from '@/kit/format/long-date'

// Sunday 22 November 2026, 10:00 in Nijmegen.
const now = new Date('2026-11-22T09:00:00Z')

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
  it('numbers each revision of the event higher, so a move or a cancellation replaces the day', () => {
    const sequence = (ics: string) => Number(/\r\nSEQUENCE:(\d+)\r\n/.exec(ics)?.[1])
    const first = sequence(calendarInvite(base))
    const moved = sequence(calendarInvite({ ...base, now: new Date(now.getTime() + 60_000) }))
    const cancelled = sequence(
      calendarInvite({ ...base, cancelled: true, now: new Date(now.getTime() + 120_000) }),
    )
    expect(first).toBeGreaterThan(0)
    expect(moved).toBeGreaterThan(first)
    expect(cancelled).toBeGreaterThan(moved)
    expect(cancelled).toBeLessThan(2 ** 31)
  })
  it('names its method in the attachment type as in its body: a cancellation is no invitation', () => {
    const request = calendarInvite(base)
    const cancel = calendarInvite({ ...base, cancelled: true })
    expect(request).toMatch(/^METHOD:REQUEST\r$/m)
    expect(inviteContentType(request)).toBe('text/calendar; method=REQUEST; charset=utf-8')
    expect(cancel).toMatch(/^METHOD:CANCEL\r$/m)
    expect(inviteContentType(cancel)).toBe('text/calendar; method=CANCEL; charset=utf-8')
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
