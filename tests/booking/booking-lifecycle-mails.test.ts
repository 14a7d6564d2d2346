import { describe, expect, it } from 'vitest'

import { lifecycleMails } from '@/booking/rules/lifecycle-mails'

const on = (status: string, appointmentDate = '2027-03-02') =>
  ({ status, appointmentDate }) as Parameters<typeof lifecycleMails>[1]

describe('which mails a save of a booking sends', () => {
  it('tells nobody of a no-show, nor of a no-show taken back', () => {
    expect(lifecycleMails(on('confirmed'), on('noShow'))).toEqual([])
    expect(lifecycleMails(on('noShow'), on('confirmed'))).toEqual([])
    // Marked by mistake: the customer did come, and gets the thanks of a completed booking.
    expect(lifecycleMails(on('noShow'), on('completed'))).toEqual(['completed'])
  })

  it('still mails a cancellation, a completion and a confirmation', () => {
    expect(lifecycleMails(on('confirmed'), on('cancelled'))).toEqual(['cancelled'])
    expect(lifecycleMails(on('confirmed'), on('completed'))).toEqual(['completed'])
    expect(lifecycleMails(on('new'), on('confirmed'))).toEqual(['confirmed'])
    expect(lifecycleMails(null, on('new'))).toEqual(['confirmation', 'workshop'])
  })
})
