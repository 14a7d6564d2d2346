import { describe, expect, it } from 'vitest'

import { adminDate } from '@/kit/format/admin-date'

describe('adminDate', () => {
  it('writes a calendar day out in each admin language', () => {
    expect(adminDate('2027-01-04', 'nl')).toBe('maandag 4 januari 2027')
    expect(adminDate('2027-01-04', 'en')).toBe('Monday 4 January 2027')
    expect(adminDate('2027-01-04', 'de')).toBe('Montag, 4. Januar 2027')
  })

  it('gives a moment its day and clock time in Dutch time, winter and summer', () => {
    expect(adminDate('2027-01-04T18:41:00.000Z', 'nl')).toBe('maandag 4 januari 2027 · 19:41')
    expect(adminDate('2027-07-05T17:41:00.000Z', 'en')).toBe('Monday 5 July 2027 · 19:41')
    expect(adminDate(new Date('2027-01-04T18:41:00Z'), 'de')).toBe('Montag, 4. Januar 2027 · 19:41')
  })

  it('counts the day in Amsterdam: 23:30 UTC on the 4th is already the 5th', () => {
    expect(adminDate('2027-01-04T23:30:00.000Z', 'nl')).toBe('dinsdag 5 januari 2027 · 00:30')
  })

  it('leaves an empty value empty and anything else as it was', () => {
    expect(adminDate(null, 'nl')).toBe('')
    expect(adminDate(undefined, 'nl')).toBe('')
    expect(adminDate('', 'nl')).toBe('')
    expect(adminDate('2027-02-30', 'nl')).toBe('2027-02-30')
    expect(adminDate('morgen', 'nl')).toBe('morgen')
  })
})
