import { describe, expect, it } from 'vitest'

import { currentFilter, filterHref, weekOf } from '@/booking/rules/quick-filters'

const base = '/admin/collections/bookings'
// 2027-01-06 is a Wednesday.
const today = '2027-01-06'

describe('the bookings list quick filters', () => {
  it('take the week from Monday to Sunday', () => {
    expect(weekOf(today)).toEqual({ from: '2027-01-04', until: '2027-01-10' })
    expect(weekOf('2027-01-04')).toEqual({ from: '2027-01-04', until: '2027-01-10' })
    expect(weekOf('2027-01-10')).toEqual({ from: '2027-01-04', until: '2027-01-10' })
  })

  it("write Payload's where query into the address, keeping the list's sort", () => {
    const href = filterHref(
      base,
      { sort: '-status', page: '3' },
      { days: 'today', status: null },
      today,
    )
    expect(decodeURIComponent(href)).toBe(
      `${base}?sort=-status&where[appointmentDate][equals]=2027-01-06`,
    )
    expect(
      decodeURIComponent(filterHref(base, {}, { days: 'week', status: 'confirmed' }, today)),
    ).toBe(
      `${base}?where[appointmentDate][greater_than_equal]=2027-01-04&where[appointmentDate][less_than_equal]=2027-01-10&where[status][equals]=confirmed`,
    )
    expect(filterHref(base, {}, { days: 'all', status: null }, today)).toBe(base)
  })

  it('read back which filter the address holds', () => {
    const week = {
      'where[appointmentDate][greater_than_equal]': '2027-01-04',
      'where[appointmentDate][less_than_equal]': '2027-01-10',
      'where[status][equals]': 'new',
    }
    expect(currentFilter(week, today)).toEqual({ days: 'week', status: 'new' })
    expect(currentFilter({ 'where[appointmentDate][equals]': today }, today)).toEqual({
      days: 'today',
      status: null,
    })
    // Another day typed by hand, or yesterday's "today", is no quick filter of today's.
    expect(currentFilter({ 'where[appointmentDate][equals]': '2027-01-05' }, today).days).toBe(
      'all',
    )
  })
})
