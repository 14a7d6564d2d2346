import { describe, expect, it } from 'vitest'

import { dayLink, keptQuery, readDayChoice } from '@/booking/rules/day-links'

describe('the booking calendar as links', () => {
  it('reads a day, its reserved place and the month from the query', () => {
    expect(readDayChoice({ dag: '2027-01-06', plaats: '1' })).toEqual({
      date: '2027-01-06',
      reserve: true,
      month: '2027-01',
    })
    expect(readDayChoice({ maand: '2027-02' })).toEqual({ reserve: false, month: '2027-02' })
    expect(readDayChoice({ dag: '2027-01-06', maand: '2027-03' }).month).toBe('2027-03')
  })

  it('takes nothing malformed: no such day, no month 13, no place without a day', () => {
    expect(readDayChoice({ dag: '2027-02-30', plaats: '1', maand: '2027-13' })).toEqual({
      date: undefined,
      reserve: false,
      month: undefined,
    })
    expect(readDayChoice({ dag: ['2027-01-06', 'x'] }).date).toBe('2027-01-06')
    expect(readDayChoice({ plaats: '1' }).reserve).toBe(false)
  })

  it('keeps the vehicle a link prefilled and drops an earlier choice', () => {
    const kept = keptQuery({ merk: 'Audi', opties: ['a', 'b'], dag: '2027-01-06', plaats: '1' })
    expect(kept).toBe('merk=Audi&opties=a&opties=b')
    expect(dayLink(kept, { date: '2027-01-07' })).toBe(
      '?merk=Audi&opties=a&opties=b&dag=2027-01-07#afspraak',
    )
    expect(dayLink('', { date: '2027-01-07', reserve: true }, 'gegevens')).toBe(
      '?dag=2027-01-07&plaats=1#gegevens',
    )
    expect(dayLink('', { month: '2027-02' })).toBe('?maand=2027-02#afspraak')
  })
})
