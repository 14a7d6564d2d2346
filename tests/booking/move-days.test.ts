import { describe, expect, it } from 'vitest'

import { defaultBookingRules } from '@/booking'
import { moveDays, STAFF_PICKER_DAYS } from '@/booking/rules/move-days'

// 2027-01-04 is a Monday: two places Monday to Friday, one on Saturday, none on Sunday.
const rules = {
  ...defaultBookingRules,
  horizonDays: 30,
  closedDates: [{ from: '2027-01-06', until: '2027-01-07', reason: 'Beurs' }],
}

describe('moveDays', () => {
  it('shows today up to at least three months, further when the horizon is further', () => {
    expect(moveDays('2027-01-04', rules, {})).toMatchObject({ first: '2027-01-04' })
    expect(moveDays('2027-01-04', rules, {}).last).toBe('2027-04-06')
    expect(STAFF_PICKER_DAYS).toBe(92)
    expect(moveDays('2027-01-04', { ...rules, horizonDays: 200 }, {}).last).toBe('2027-07-23')
  })

  it('closes Sundays and closed periods', () => {
    const { closed } = moveDays('2027-01-04', rules, {})
    expect(closed.slice(0, 3)).toEqual(['2027-01-06', '2027-01-07', '2027-01-10'])
  })

  it('marks a day full when others take all its places, not before', () => {
    const { full } = moveDays('2027-01-04', rules, {
      '2027-01-04': 2,
      '2027-01-05': 1,
      '2027-01-09': 1,
      // A closed day is closed, whatever is booked on it.
      '2027-01-06': 5,
    })
    expect(full).toEqual(['2027-01-04', '2027-01-09'])
  })
})
