import { describe, expect, it } from 'vitest'

import {
  availability,
  type BookingRules,
  bookableWindow,
  closedPeriodProblem,
  defaultBookingRules,
  placesOn,
} from '@/booking/rules/availability'
import { addDays, isClockTime, isIsoDate, weekdayOf, workshopToday } from '@/kit/format/dates'

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
  it('takes hh:mm on the 24-hour clock as a time, nothing else', () => {
    for (const time of ['00:00', '09:00', '17:45', '23:59']) expect(isClockTime(time)).toBe(true)
    for (const time of ['9u', '9:00', '24:00', '12:60', '09:00 ', '', null])
      expect(isClockTime(time)).toBe(false)
  })
  it('knows the workshop day, also around midnight UTC', () => {
    expect(workshopToday(new Date('2026-11-22T23:30:00Z'))).toBe('2026-11-23')
    // Summer time (UTC+2), a minute either side of the workshop's midnight.
    expect(workshopToday(new Date('2027-06-30T21:59:00Z'))).toBe('2027-06-30')
    expect(workshopToday(new Date('2027-06-30T22:00:00Z'))).toBe('2027-07-01')
    expect(weekdayOf('2026-12-05')).toBe('saturday')
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
  })
})

describe('a closed period as staff type it', () => {
  it('is sound with a real first day and no last day, or a last day on or after it', () => {
    expect(closedPeriodProblem('2026-12-24', '')).toBeNull()
    expect(closedPeriodProblem('2026-12-24', null)).toBeNull()
    expect(closedPeriodProblem('2026-12-24', '2026-12-24')).toBeNull()
    expect(closedPeriodProblem('2026-12-24', '2027-01-02')).toBeNull()
  })
  it('names the day that would close nothing', () => {
    expect(closedPeriodProblem('24-12-2026', '')).toBe('from')
    expect(closedPeriodProblem('2026-02-30', '')).toBe('from')
    expect(closedPeriodProblem('2026-12-24', '2-1-2027')).toBe('until')
    expect(closedPeriodProblem('2026-12-24', '2026-12-20')).toBe('order')
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
