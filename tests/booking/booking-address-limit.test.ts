import { describe, expect, it } from 'vitest'

import {
  addressLimitOn,
  DEFAULT_UPCOMING_PER_ADDRESS,
  isAddressLimit,
  sameAddress,
  upcomingPerAddress,
} from '@/booking/rules/address-limit'
import { defaultBookingRules } from '@/booking/rules/availability'

const today = '2027-03-01'
const limits = { max: 2, today, adds: true }
const booked = (appointmentDate: string, status = 'new') => ({ appointmentDate, status })

describe('the limit of one e-mail address', () => {
  it('lets an address book while it holds fewer upcoming bookings than the limit', () => {
    expect(addressLimitOn('2027-03-02', [], limits)).toBeNull()
    expect(addressLimitOn('2027-03-02', [booked('2027-03-09')], limits)).toBeNull()
  })

  it('refuses a third upcoming booking, and more under a higher limit only past it', () => {
    const two = [booked('2027-03-02'), booked('2027-03-09')]
    expect(addressLimitOn('2027-03-16', two, limits)).toBe('upcoming')
    expect(addressLimitOn('2027-03-16', two, { ...limits, max: 3 })).toBeNull()
    expect(
      addressLimitOn('2027-03-16', [...two, booked('2027-03-10')], { ...limits, max: 3 }),
    ).toBe('upcoming')
  })

  it('never gives one address two bookings on a day, even below the limit', () => {
    expect(addressLimitOn('2027-03-02', [booked('2027-03-02')], { ...limits, max: 5 })).toBe(
      'sameDay',
    )
  })

  it('counts neither cancelled bookings nor days gone by; completed and no-shows of today count', () => {
    const history = [booked('2027-02-20'), booked('2027-02-27', 'completed')]
    const cancelled = [booked('2027-03-02', 'cancelled'), booked('2027-03-09', 'cancelled')]
    expect(addressLimitOn('2027-03-02', [...history, ...cancelled], limits)).toBeNull()
    expect(addressLimitOn('2027-03-01', [booked(today, 'completed')], limits)).toBe('sameDay')
    expect(
      addressLimitOn('2027-03-02', [booked(today, 'noShow'), booked('2027-03-05')], limits),
    ).toBe('upcoming')
  })

  it('holds a move (which adds no booking) to the one-a-day rule only', () => {
    const two = [booked('2027-03-02'), booked('2027-03-09')]
    const move = { ...limits, adds: false }
    expect(addressLimitOn('2027-03-16', two, move)).toBeNull()
    expect(addressLimitOn('2027-03-09', two, move)).toBe('sameDay')
  })

  it('compares addresses in any case and without surrounding spaces', () => {
    expect(sameAddress('Jan@Example.NL', ' jan@example.nl')).toBe(true)
    expect(sameAddress('jan@example.nl', 'xjan@example.nl')).toBe(false)
    expect(sameAddress(null, 'jan@example.nl')).toBe(false)
  })

  it('takes the limit staff set, two when they set none, and never less than one', () => {
    expect(upcomingPerAddress(defaultBookingRules)).toBe(DEFAULT_UPCOMING_PER_ADDRESS)
    expect(DEFAULT_UPCOMING_PER_ADDRESS).toBe(2)
    expect(upcomingPerAddress({ ...defaultBookingRules, upcomingPerAddress: 4 })).toBe(4)
    expect(upcomingPerAddress({ ...defaultBookingRules, upcomingPerAddress: 0 })).toBe(1)
  })

  it('knows its reasons, as the pages read them back from a link', () => {
    expect(isAddressLimit('sameDay')).toBe(true)
    expect(isAddressLimit('upcoming')).toBe(true)
    expect(isAddressLimit('full')).toBe(false)
    expect(isAddressLimit(undefined)).toBe(false)
  })
})
