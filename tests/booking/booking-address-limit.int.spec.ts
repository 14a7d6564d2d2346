import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { BookingInput } from '@/booking/rules/schema'
import { addDays } from '@/kit/format/dates'

import { siteSettings } from '../../seed/lib/globals'
import { bookingRequest, bookingSetup, comingTuesday } from '../helpers/booking'
import { startPayload, type TestPayload } from '../helpers/payload'
import { postBooking } from '../helpers/post-booking'

const PHONE = siteSettings.phone
const upcomingText = (max: number) =>
  `Met dit e-mailadres staan al ${max} komende afspraken gepland; meer kunt u online niet boeken. Bel ons op ${PHONE}, dan plannen wij het met u in.`
const sameDayText = `Met dit e-mailadres staat op deze dag al een afspraak. Wilt u op dezelfde dag nog een auto laten doen? Bel ons op ${PHONE}, dan plannen wij het met u in.`

/** Tuesdays (3 places each here) handed out in order, so no spec fills another's day. */
let nextTuesday = 0
const tuesdays = (count: number) =>
  Array.from({ length: count }, () => comingTuesday(nextTuesday++))

const book = (
  payload: Payload,
  customerEmail: string,
  appointmentDate: string,
  more: Partial<BookingInput> = {},
) => postBooking(payload, bookingRequest({ customerEmail, appointmentDate, ...more }))

const bookingsOf = async (payload: Payload, email: string) =>
  (
    await payload.find({
      collection: 'bookings',
      where: { customerEmail: { like: email } },
      sort: 'appointmentDate',
      pagination: false,
      depth: 0,
    })
  ).docs

describe('one e-mail address books at most two upcoming days online', () => {
  let t: TestPayload
  beforeAll(async () => {
    t = await startPayload()
    await bookingSetup(t.payload, 3)
  })
  afterAll(async () => {
    await t?.cleanup()
  })

  it('refuses a third upcoming booking from the address in any case, with the phone number, storing nothing', async () => {
    const [a, b, c] = tuesdays(3)
    expect((await book(t.payload, 'eva@example.nl', a!)).status).toBe(201)
    expect((await book(t.payload, 'Eva@Example.NL', b!)).status).toBe(201)
    const mailsBefore = (await t.payload.count({ collection: 'booking-mails' })).totalDocs
    const third = await book(t.payload, 'EVA@EXAMPLE.NL', c!)
    expect(third).toMatchObject({
      status: 409,
      body: { success: false, error: upcomingText(2) },
    })
    const english = await book(t.payload, 'eva@example.nl', c!, { locale: 'en' })
    expect(english.body.error).toBe(
      `This email address already has 2 upcoming appointments; more cannot be booked online. Call us on ${PHONE} and we will plan it with you.`,
    )
    expect((await bookingsOf(t.payload, 'eva@example.nl')).map((x) => x.appointmentDate)).toEqual([
      a,
      b,
    ])
    expect((await t.payload.count({ collection: 'booking-mails' })).totalDocs).toBe(mailsBefore)
    // Another address books that day as before.
    expect((await book(t.payload, 'piet@example.nl', c!)).status).toBe(201)
  })

  it('refuses a second booking of the address on one day that still has places', async () => {
    const [day] = tuesdays(1)
    expect((await book(t.payload, 'sam@example.nl', day!)).status).toBe(201)
    const again = await book(t.payload, 'Sam@example.nl', day!, { licensePlate: 'XX-999-Y' })
    expect(again).toMatchObject({ status: 409, body: { success: false, error: sameDayText } })
    const german = await book(t.payload, 'sam@example.nl', day!, { locale: 'de' })
    expect(german.body.error).toMatch(/^Mit dieser E-Mail-Adresse ist an diesem Tag bereits/)
    expect(await bookingsOf(t.payload, 'sam@example.nl')).toHaveLength(1)
  })

  it('holds staff in the admin to no limit, and counts their bookings for the visitor', async () => {
    const staff = await t.payload.create({
      collection: 'users',
      data: { email: 'balie@example.nl', password: 'a-long-password' },
    })
    const [a, b, c] = tuesdays(3)
    const byStaff = (appointmentDate: string) =>
      t.payload.create({
        collection: 'bookings',
        user: staff,
        overrideAccess: false,
        context: { disableRevalidate: true },
        data: {
          appointmentDate,
          status: 'confirmed',
          customerName: 'Kees',
          customerEmail: 'kees@example.nl',
          customerPhone: '0612345678',
          licensePlate: 'KS-001-A',
        },
      })
    // Two cars on one day and a third upcoming day: the workshop arranged it with the customer.
    for (const day of [a!, a!, b!]) expect((await byStaff(day)).placeKey).toMatch(/#\d$/)
    expect(await bookingsOf(t.payload, 'kees@example.nl')).toHaveLength(3)
    expect(await book(t.payload, 'kees@example.nl', c!)).toMatchObject({
      status: 409,
      body: { error: upcomingText(2) },
    })
  })

  it('counts neither a cancelled booking nor a day gone by', async () => {
    const [a, b, c] = tuesdays(3)
    // Booked two weeks ago for a day that has passed since.
    const lastWeek = addDays(comingTuesday(0), -14)
    const past = await postBooking(
      t.payload,
      bookingRequest({ customerEmail: 'anna@example.nl', appointmentDate: lastWeek }),
      { now: new Date(`${addDays(lastWeek, -14)}T10:00:00Z`) },
    )
    expect(past.status).toBe(201)
    expect((await book(t.payload, 'anna@example.nl', a!)).status).toBe(201)
    expect((await book(t.payload, 'anna@example.nl', b!)).status).toBe(201)
    expect((await book(t.payload, 'anna@example.nl', c!)).status).toBe(409)
    const [first] = (await bookingsOf(t.payload, 'anna@example.nl')).filter(
      (x) => x.appointmentDate === a,
    )
    await t.payload.update({
      collection: 'bookings',
      id: first!.id,
      data: { status: 'cancelled' },
      context: { disableRevalidate: true },
    })
    expect((await book(t.payload, 'anna@example.nl', c!)).status).toBe(201)
  })

  it('takes the number staff set in the booking rules', async () => {
    const setLimit = (upcomingPerAddress: number | null) =>
      t.payload.updateGlobal({
        slug: 'booking-rules',
        data: { upcomingPerAddress },
        context: { disableRevalidate: true },
      })
    const days = tuesdays(4)
    await setLimit(3)
    for (const day of days.slice(0, 3))
      expect((await book(t.payload, 'bas@example.nl', day)).status).toBe(201)
    expect(await book(t.payload, 'bas@example.nl', days[3]!)).toMatchObject({
      status: 409,
      body: { error: upcomingText(3) },
    })
    await setLimit(1)
    expect((await book(t.payload, 'ria@example.nl', days[3]!)).status).toBe(201)
    expect(await book(t.payload, 'ria@example.nl', days[0]!)).toMatchObject({
      status: 409,
      body: {
        error: `Met dit e-mailadres staat al 1 komende afspraak gepland; meer kunt u online niet boeken. Bel ons op ${PHONE}, dan plannen wij het met u in.`,
      },
    })
    // Cleared, the limit is two again.
    await setLimit(null)
    expect((await book(t.payload, 'ria@example.nl', days[0]!)).status).toBe(201)
    expect((await book(t.payload, 'ria@example.nl', days[1]!)).status).toBe(409)
  })

  it('lets exactly two of eight simultaneous requests from one address through, on any days', async () => {
    const days = tuesdays(8)
    const cases = ['rush@example.nl', 'Rush@example.nl', 'RUSH@EXAMPLE.NL', 'rush@Example.nl']
    const answers = await Promise.all(
      days.map((day, i) => book(t.payload, cases[i % cases.length]!, day)),
    )
    expect(answers.filter((a) => a.status === 201)).toHaveLength(2)
    expect(answers.filter((a) => a.status === 409)).toHaveLength(6)
    expect(answers.find((a) => a.status === 409)?.body.error).toBe(upcomingText(2))
    expect(await bookingsOf(t.payload, 'rush@example.nl')).toHaveLength(2)
  })

  it('lets one of five simultaneous requests from one address take a day of three places', async () => {
    const [day] = tuesdays(1)
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        book(t.payload, i % 2 ? 'DUO@example.nl' : 'duo@example.nl', day!),
      ),
    )
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409])
    expect(answers.filter((a) => a.status === 409).map((a) => a.body.error)).toEqual(
      Array(4).fill(sameDayText),
    )
    expect(await bookingsOf(t.payload, 'duo@example.nl')).toHaveLength(1)
  })
})
