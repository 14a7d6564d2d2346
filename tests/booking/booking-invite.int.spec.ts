import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { bookingRequest, bookingSetup, comingTuesday } from '../helpers/booking'
import { startPayload, type TestPayload } from '../helpers/payload'
import { postBooking } from '../helpers/post-booking'

/** The calendar invite of the workshop mail for a fresh booking on `day`. */
async function workshopInvite(t: TestPayload, day: string): Promise<string> {
  const answer = await postBooking(t.payload, bookingRequest({ appointmentDate: day }))
  expect(answer.status).toBe(201)
  const { docs } = await t.payload.find({
    collection: 'booking-mails',
    where: { booking: { equals: answer.body.bookingId }, kind: { equals: 'workshop' } },
    depth: 0,
  })
  expect(docs).toHaveLength(1)
  return docs[0]!.calendar ?? ''
}

describe('the booking rules staff edit reach the calendar invite', () => {
  let t: TestPayload
  beforeAll(async () => {
    t = await startPayload()
    await bookingSetup(t.payload)
  })
  afterAll(async () => {
    await t?.cleanup()
  })

  it('an all-day appointment by default, a timed one from the start time once staff switch it off', async () => {
    const day = comingTuesday(1)
    const allDay = await workshopInvite(t, day)
    expect(allDay).toContain(`DTSTART;VALUE=DATE:${day.replaceAll('-', '')}`)

    await t.payload.updateGlobal({
      slug: 'booking-rules',
      data: { allDay: false, startTime: '08:30' },
      context: { disableRevalidate: true },
    })
    const timed = await workshopInvite(t, day)
    expect(timed).not.toContain('VALUE=DATE:')
    // 08:30 in Nijmegen, in winter (UTC+1) or summer (UTC+2).
    expect(timed).toMatch(
      new RegExp(
        `DTSTART(;TZID=Europe/Amsterdam:${day.replaceAll('-', '')}T083000|:${day.replaceAll('-', '')}T0[67]3000Z)`,
      ),
    )
  })
})
