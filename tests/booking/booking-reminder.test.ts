import { describe, expect, it } from 'vitest'

import { defaultBookingRules } from '@/booking/rules/availability'
import {
  beforeCutoff,
  reminderDue,
  reminderMoment,
  workingDayBefore,
} from '@/booking/rules/reminder'

const rules = {
  ...defaultBookingRules,
  closedDates: [{ from: '2027-04-02', reason: 'Goede Vrijdag' }],
}

describe('reminder moment', () => {
  it('is the working day before: Saturday for a Monday, Thursday when Friday is closed', () => {
    expect(workingDayBefore('2027-03-29', rules)).toBe('2027-03-27')
    expect(
      workingDayBefore('2027-03-29', {
        ...rules,
        placesPerWeekday: { ...rules.placesPerWeekday, saturday: 0 },
      }),
    ).toBe('2027-03-26')
    expect(workingDayBefore('2027-04-03', rules)).toBe('2027-04-01')
  })

  it('is 09:00 Dutch time on both sides of the clock change', () => {
    // Summer time starts on Sunday 28 March 2027: Saturday the 27th is still winter time.
    expect(reminderMoment('2027-03-29', rules).toISOString()).toBe('2027-03-27T08:00:00.000Z')
    expect(reminderMoment('2027-03-31', rules).toISOString()).toBe('2027-03-30T07:00:00.000Z')
    // Winter time returns on Sunday 31 October 2027.
    expect(reminderMoment('2027-11-02', rules, '18:30').toISOString()).toBe(
      '2027-11-01T17:30:00.000Z',
    )
    expect(reminderMoment('2027-10-30', rules).toISOString()).toBe('2027-10-29T07:00:00.000Z')
  })
})

describe('reminder due', () => {
  const booking = {
    appointmentDate: '2027-03-31',
    status: 'new',
    createdAt: '2027-03-01T10:00:00Z',
  }
  it('is due from the moment until the day begins, for bookings that still hold their day', () => {
    expect(reminderDue(booking, rules, new Date('2027-03-30T06:59:00Z'))).toBe(false)
    expect(reminderDue(booking, rules, new Date('2027-03-30T07:00:00Z'))).toBe(true)
    expect(reminderDue(booking, rules, new Date('2027-03-30T21:59:00Z'))).toBe(true)
    expect(reminderDue(booking, rules, new Date('2027-03-30T22:00:00Z'))).toBe(false)
    for (const status of ['cancelled', 'completed', 'noShow'])
      expect(
        reminderDue({ ...booking, status }, rules, new Date('2027-03-30T08:00:00Z')),
        status,
      ).toBe(false)
  })
  it('is never due for a booking made after the moment', () => {
    expect(
      reminderDue(
        { ...booking, createdAt: '2027-03-30T07:30:00Z' },
        rules,
        new Date('2027-03-30T08:00:00Z'),
      ),
    ).toBe(false)
  })
})

describe('cancel cut-off', () => {
  it('allows changes up to 24 hours before the start, in Dutch time', () => {
    expect(beforeCutoff('2027-03-31', '09:00', new Date('2027-03-30T07:00:00Z'))).toBe(true)
    expect(beforeCutoff('2027-03-31', '09:00', new Date('2027-03-30T07:00:01Z'))).toBe(false)
    expect(beforeCutoff('2027-03-31', '09:00', new Date('2027-03-29T07:00:00Z'), 48)).toBe(true)
  })
})
