import { afterAll, beforeAll, expect } from 'vitest'

import { bookingRequest, bookingSetup, comingTuesday } from '../helpers/booking'
import { startPayload, type TestPayload } from '../helpers/payload'
import { postBooking } from '../helpers/post-booking'

/** A day booked full (2 places, 2 bookings) and a day with one booking and one place left. */
export const FULL = comingTuesday(0)
export const OTHER = comingTuesday(1)

/**
 * A Payload of its own for the describe block that calls this, with FULL and OTHER booked as
 * above (filled in by beforeAll), and the bookings of a day as stored.
 */
export function staffDays() {
  const t = {} as TestPayload
  const onDay = async (date: string) =>
    (
      await t.payload.find({
        collection: 'bookings',
        where: { appointmentDate: { equals: date } },
        pagination: false,
        depth: 0,
      })
    ).docs
  beforeAll(async () => {
    Object.assign(t, await startPayload())
    await bookingSetup(t.payload, 2)
    for (const date of [FULL, FULL, OTHER]) {
      expect((await postBooking(t.payload, bookingRequest({ appointmentDate: date }))).status).toBe(
        201,
      )
    }
  })
  afterAll(async () => {
    await t.cleanup?.()
  })
  return { t, onDay }
}
