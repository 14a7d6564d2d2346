import { describe, expect, it } from 'vitest'

import { defaultBookingRules } from '@/booking/rules/availability'
import { dayStrip, firstOpenDay } from '@/booking/rules/day-strip'
import { longDate, shortDate } from '@/kit/format/long-date'
import { age } from '@/staff/rules/age'
import { demoLeftovers, type SetupInput } from '@/staff/rules/setup'

import * as demo from '../../seed/lib/globals'

describe('the dashboard’s 14-day strip', () => {
  const rules = {
    ...defaultBookingRules,
    closedDates: [{ from: '2027-01-06', reason: 'Beurs', reasons: { en: 'Trade fair' } }],
  }
  // Monday 4 January 2027: two places on weekdays, none on Sunday.
  const strip = dayStrip('2027-01-04', rules, { '2027-01-04': 2, '2027-01-05': 1, '2027-01-30': 9 })

  it('runs 14 days from today', () => {
    expect(strip).toHaveLength(14)
    expect(strip[0]!.date).toBe('2027-01-04')
    expect(strip.at(-1)!.date).toBe('2027-01-17')
  })

  it('marks full, booked, free and closed days from the rules and the counts', () => {
    const state = (date: string) => strip.find((d) => d.date === date)!
    expect(state('2027-01-04')).toMatchObject({ state: 'full', used: 2, places: 2, free: 0 })
    expect(state('2027-01-05')).toMatchObject({ state: 'booked', used: 1, free: 1 })
    expect(state('2027-01-06')).toMatchObject({ state: 'closed', closedReason: 'Beurs' })
    expect(state('2027-01-07')).toMatchObject({ state: 'free', used: 0, free: 2 })
    expect(state('2027-01-10')).toMatchObject({ state: 'closed' }) // Sunday
  })

  it('names a closed day’s reason in the staff member’s language', () => {
    const english = dayStrip('2027-01-04', rules, {}, 14, 'en')
    expect(english[2]).toMatchObject({ date: '2027-01-06', closedReason: 'Trade fair' })
  })

  it('finds the first day that is open, full or not', () => {
    expect(firstOpenDay(strip)?.date).toBe('2027-01-04')
    const fromSunday = dayStrip('2027-01-10', rules, {})
    expect(firstOpenDay(fromSunday)?.date).toBe('2027-01-11')
    const allClosed = dayStrip(
      '2027-01-04',
      { ...rules, closedDates: [{ from: '2027-01-01', until: '2027-02-01' }] },
      {},
    )
    expect(firstOpenDay(allClosed)).toBeUndefined()
  })
})

describe('dates on the dashboard', () => {
  it('writes the long date with the weekday, in lower case in Dutch', () => {
    expect(longDate('2027-01-04', 'nl')).toBe('maandag 4 januari 2027')
    expect(longDate('2027-01-04', 'en')).toBe('Monday 4 January 2027')
    expect(longDate('2027-01-04', 'de')).toBe('Montag, 4. Januar 2027')
  })

  it('writes a day of the strip short', () => {
    expect(shortDate('2027-01-04', 'nl')).toBe('ma 4 jan.')
    expect(shortDate('2027-01-04', 'en')).toBe('Mon 4 Jan')
    expect(shortDate('2027-01-04', 'de')).toBe('Mo., 4. Jan.')
  })
})

describe('how long ago a request came in', () => {
  const now = new Date('2027-01-04T10:00:00Z')

  it('counts whole days, rounded down', () => {
    expect(age('2027-01-01T09:00:00Z', now, 'nl')).toBe('3 dagen geleden')
    expect(age('2027-01-02T11:00:00Z', now, 'nl')).toBe('1 dag geleden')
    expect(age('2027-01-01T09:00:00Z', now, 'en')).toBe('3 days ago')
    expect(age('2027-01-01T09:00:00Z', now, 'de')).toBe('vor 3 Tagen')
  })

  it('says hours and minutes for today', () => {
    expect(age('2027-01-04T07:30:00Z', now, 'nl')).toBe('2 uur geleden')
    expect(age('2027-01-04T09:55:00Z', now, 'en')).toBe('5 minutes ago')
  })

  it('reads a time a little ahead of the clock as now, not as the future', () => {
    expect(age('2027-01-04T10:00:05Z', now, 'nl')).toBe('0 seconden geleden')
  })
})

describe('what still holds the demo installation’s values', () => {
  const seeded: SetupInput = {
    settings: { ...demo.siteSettings },
    pricing: demo.pricing,
    mail: { from: undefined, delivers: false },
  }
  const demoValues: SetupInput = {
    settings: demo.siteSettings,
    pricing: demo.pricing,
    mail: { from: 'Chiptuning Nijmegen <afspraak@chiptuning-nijmegen.nl>', delivers: true },
  }

  it('names everything on a freshly seeded install', () => {
    expect(demoLeftovers(seeded, demoValues)).toEqual([
      'businessDetails',
      'kvk',
      'vat',
      'whatsapp',
      'logo',
      'reviewWidget',
      'reviewScore',
      'mailSender',
      'mailDelivery',
    ])
  })

  it('names nothing once the workshop has made each its own', () => {
    const own: SetupInput = {
      settings: {
        address: { street: 'Molenstraat 1' },
        phone: '+31 24 123 4567',
        kvk: '87654321',
        vat: 'NL999999999B01',
        whatsapp: '31687654321',
        logo: 3,
        reviewWidget: { enabled: true },
      },
      pricing: { resultPage: { rating: 4.7, reviewCount: 212 } },
      mail: { from: 'Werkplaats <info@werkplaats.example>', delivers: true },
    }
    expect(demoLeftovers(own, demoValues)).toEqual([])
  })

  it('counts an empty KvK or BTW number as not set, an empty WhatsApp as a choice', () => {
    const left = demoLeftovers(
      {
        ...seeded,
        settings: { ...seeded.settings, kvk: ' ', vat: null, whatsapp: null },
      },
      demoValues,
    )
    expect(left).toContain('kvk')
    expect(left).toContain('vat')
    expect(left).not.toContain('whatsapp')
  })

  it('names the mail sender while it is the demo address, also when set to it', () => {
    const withSender = (from: string) =>
      demoLeftovers({ ...seeded, mail: { from, delivers: true } }, demoValues)
    expect(withSender('Chiptuning Nijmegen <afspraak@chiptuning-nijmegen.nl>')).toContain(
      'mailSender',
    )
    expect(withSender('Werkplaats <info@werkplaats.example>')).not.toContain('mailSender')
    expect(withSender('Werkplaats <info@werkplaats.example>')).not.toContain('mailDelivery')
  })
})
