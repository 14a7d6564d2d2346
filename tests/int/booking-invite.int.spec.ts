import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createBooking } from '@/server/booking/service'

import { bookingRequest, bookingSetup, comingTuesday } from '../helpers/booking'
import { startPayload, type TestPayload } from '../helpers/payload'

/** The calendar invite of the workshop mail for a fresh booking on `day`. */
async function workshopInvite(t: TestPayload, day: string): Promise<string> {
  const answer = await createBooking(t.payload, bookingRequest({ appointmentDate: day }))
  expect(answer.status).toBe(201)
  const { docs } = await t.payload.find({
    collection: 'booking-mails',
    where: { booking: { equals: answer.body.bookingId }, kind: { equals: 'workshop' } },
    depth: 0,
  })
  expect(docs).toHaveLength(1)
  return docs[0]!.calendar ?? ''
}

describe('the booking rules staff edit reach the calendar invite, and mistyped ones are refused', () => {
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

  const save = (data: Record<string, unknown>) =>
    t.payload.updateGlobal({ slug: 'booking-rules', data, context: { disableRevalidate: true } })

  it('refuses a start time that is not hh:mm, so the calendar invite and every booking keep working', async () => {
    await expect(save({ allDay: false, startTime: '9u' })).rejects.toThrow(/Starttijd/)
    await expect(save({ reminderTime: '24:00' })).rejects.toThrow(/Herinnering om/)
    const rules = await t.payload.findGlobal({ slug: 'booking-rules' })
    expect(rules.startTime).toBe('08:30')
    const answer = await createBooking(
      t.payload,
      bookingRequest({ appointmentDate: comingTuesday(2) }),
    )
    expect(answer.status).toBe(201)
  })

  it('refuses a closed period whose days are not real yyyy-mm-dd dates or run backwards', async () => {
    await expect(save({ closedDates: [{ from: '25-12-2026' }] })).rejects.toThrow(/Van/)
    await expect(
      save({ closedDates: [{ from: '2026-12-24', until: '2026-12-20' }] }),
    ).rejects.toThrow(/Tot en met/)
    await save({ closedDates: [{ from: '2026-12-24', until: '2026-12-26' }] })
    const rules = await t.payload.findGlobal({ slug: 'booking-rules' })
    expect(rules.closedDates?.map((c) => [c.from, c.until])).toEqual([['2026-12-24', '2026-12-26']])
  })
})
