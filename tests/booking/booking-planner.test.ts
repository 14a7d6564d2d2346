import { describe, expect, it } from 'vitest'

import { defaultBookingRules } from '@/booking/rules/availability'
import { isMonth, monthGrid, shiftMonth } from '@/booking/rules/planner'

describe('planner month grid', () => {
  const rules = { ...defaultBookingRules, closedDates: [{ from: '2027-03-10', reason: 'Beurs' }] }
  const weeks = monthGrid('2027-03', rules, { '2027-03-02': 2, '2027-03-03': 1 })

  it('covers the month in Monday-first weeks', () => {
    expect(weeks[0]![0]!.date).toBe('2027-03-01')
    expect(weeks.at(-1)!.at(-1)!.date).toBe('2027-04-04')
    expect(weeks.flat().filter((d) => d.inMonth)).toHaveLength(31)
  })

  it('shows places used and free, closed days and their reason', () => {
    const day = (date: string) => weeks.flat().find((d) => d.date === date)!
    expect(day('2027-03-02')).toMatchObject({ places: 2, used: 2, free: 0, closed: false })
    expect(day('2027-03-03')).toMatchObject({ places: 2, used: 1, free: 1 })
    expect(day('2027-03-10')).toMatchObject({ closed: true, closedReason: 'Beurs', places: 0 })
    expect(day('2027-03-07')).toMatchObject({ closed: true, places: 0 }) // Sunday
  })

  it('gives a closed day’s reason in the staff member’s language, or the Dutch one', () => {
    const withWords = {
      ...defaultBookingRules,
      closedDates: [
        { from: '2027-03-10', reason: 'Beurs', reasons: { nl: 'Beurs', en: 'Trade fair' } },
      ],
    }
    const reasonIn = (locale: string) =>
      monthGrid('2027-03', withWords, {}, locale)
        .flat()
        .find((d) => d.date === '2027-03-10')!.closedReason
    expect(reasonIn('en')).toBe('Trade fair')
    expect(reasonIn('de')).toBe('Beurs')
  })

  it('moves between months and checks their shape', () => {
    expect(shiftMonth('2027-01', -1)).toBe('2026-12')
    expect(shiftMonth('2027-12', 1)).toBe('2028-01')
    expect(isMonth('2027-13')).toBe(false)
    expect(isMonth('2027-03')).toBe(true)
  })
})

describe('bookings export', () => {
  it('writes one row per booking with a header, and defuses spreadsheet formulas', async () => {
    const { bookingsCsv } = await import('@/booking/rules/export')
    const csv = bookingsCsv(
      [
        {
          appointmentDate: '2027-03-02',
          status: 'new',
          customerName: '=HYPERLINK("x")',
          customerEmail: 'a@b.nl',
          customerPhone: '+31 6',
          licensePlate: 'AB-1',
          vehicle: 'Audi, A4',
          notes: 'x;=HYPERLINK("y");\n@SUM(1);+1;  -2 500,-',
          createdAt: '2027-02-01T10:00:00Z',
        },
        {
          appointmentDate: '2027-03-03',
          status: 'new',
          customerName: 'Eva',
          customerEmail: 'e@b.nl',
          customerPhone: '06',
          licensePlate: 'XZ-1',
          order: {
            lines: [
              { name: 'Stage 1', price: 349 },
              { name: 'Launch Control', price: 99.5 },
            ],
            total: 448.5,
          },
          createdAt: '2027-02-02T10:00:00Z',
        },
      ],
      {
        headings: [
          'Datum',
          'Status',
          'Naam',
          'E-mailadres',
          'Telefoon',
          'Kenteken',
          'Voertuig',
          'Opmerkingen',
          'Pakket',
          'Totaal',
          'Taal',
          'Geboekt op',
        ],
        status: (status) => ({ new: 'Nieuw' })[status] ?? status,
        amount: (amount) => String(amount).replace('.', ','),
      },
    )
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r\n(?=\d{4}-|$)/)
    expect(lines[0]).toBe(
      'Datum,Status,Naam,E-mailadres,Telefoon,Kenteken,Voertuig,Opmerkingen,Pakket,Totaal,Taal,Geboekt op',
    )
    expect(lines[1]).toBe(
      `2027-03-02,Nieuw,"'=HYPERLINK(""x"")",a@b.nl,'+31 6,AB-1,"Audi, A4",` +
        // Dutch Excel starts a cell after each `;`: every formula there is text too; a price
        // written "500,-" and a minus after a space stay as they are.
        `"x;'=HYPERLINK(""y"");\n'@SUM(1);'+1;  -2 500,-",,,,2027-02-01T10:00:00Z`,
    )
    // The package as its parts and its total, as a Dutch spreadsheet reads a number.
    expect(lines[2]).toBe(
      `2027-03-03,Nieuw,Eva,e@b.nl,06,XZ-1,,,Stage 1 + Launch Control,"448,5",,2027-02-02T10:00:00Z`,
    )
  })
})

describe('planner at a glance', () => {
  it('writes the month out in the staff member’s language', async () => {
    const { longMonth, longDate } = await import('@/kit/format/long-date')
    expect(longMonth('2026-12', 'nl')).toBe('december 2026')
    expect(longMonth('2026-12', 'en')).toBe('December 2026')
    expect(longMonth('2026-12', 'de')).toBe('Dezember 2026')
    expect(longDate('2027-01-04', 'nl')).toBe('maandag 4 januari 2027')
  })

  it('reads a day as free, partly booked, full or closed', async () => {
    const { dayState } = await import('@/booking/rules/day-strip')
    const rules = { ...defaultBookingRules, closedDates: [{ from: '2027-03-10', reason: 'Beurs' }] }
    const days = monthGrid('2027-03', rules, { '2027-03-02': 2, '2027-03-03': 1 }).flat()
    const state = (date: string) => dayState(days.find((d) => d.date === date)!)
    expect(state('2027-03-02')).toBe('full')
    expect(state('2027-03-03')).toBe('booked')
    expect(state('2027-03-04')).toBe('free')
    expect(state('2027-03-10')).toBe('closed')
  })

  it('gives every day state and status a colour and a mark or word beside it', async () => {
    const { dayMark, dayTone, toneOfStatus } = await import('@/booking/planner/tones')
    expect(new Set(Object.values(dayMark)).size).toBe(4)
    expect(dayTone).toEqual({
      free: 'success',
      booked: 'warning',
      full: 'error',
      closed: 'elevation',
    })
    expect(toneOfStatus('noShow')).toBe('error')
    expect(toneOfStatus('confirmed')).toBe('success')
    expect(toneOfStatus('something new')).toBe('elevation')
  })

  it('lists a day’s bookings by time, then as they were booked', async () => {
    const { bookingsOn } = await import('@/booking/planner/day')
    const day = bookingsOn(
      [
        { id: 3, appointmentDate: '2027-03-02', appointmentTime: '09:00' },
        { id: 1, appointmentDate: '2027-03-02', appointmentTime: '13:00' },
        { id: 2, appointmentDate: '2027-03-02', appointmentTime: null },
        { id: 4, appointmentDate: '2027-03-03', appointmentTime: '08:00' },
      ],
      '2027-03-02',
      '09:00',
    )
    expect(day.map((b) => b.id)).toEqual([2, 3, 1])
  })
})
