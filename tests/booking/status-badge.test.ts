import { describe, expect, it } from 'vitest'

import { statusTone } from '@/booking/rules/status-badge'

import { bookingStatuses } from '../../collections/booking/Bookings'

describe('the bookings list’s status badges', () => {
  it('colour what asks for an answer, what holds, what was called off and what is done', () => {
    expect(statusTone('new')).toBe('warning')
    expect(statusTone('confirmed')).toBe('success')
    expect(statusTone('cancelled')).toBe('error')
    expect(statusTone('completed')).toBe('light-gray')
    expect(statusTone('noShow')).toBe('dark')
  })

  it('give every status a tone, and an unknown value a neutral one', () => {
    expect(new Set(bookingStatuses.map(statusTone)).size).toBe(bookingStatuses.length)
    expect(statusTone('other')).toBe('light-gray')
    expect(statusTone(undefined)).toBe('light-gray')
  })
})
