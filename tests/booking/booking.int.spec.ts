import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { dateOfPlaceKey } from '@/booking/rules/places'
import type { BookingInput } from '@/booking/rules/schema'

import { siteSettings } from '../../seed/lib/globals'
import { bookingRequest, bookingSetup } from '../helpers/booking'
import { startPayload, type TestPayload } from '../helpers/payload'
import { postBooking } from '../helpers/post-booking'

const DAY = '2027-03-02' // a Tuesday
const now = new Date('2027-02-20T10:00:00Z')

// The fields the stored booking and its labelled notes are checked against below.
const request = (overrides: Partial<BookingInput> = {}) =>
  bookingRequest({
    appointmentDate: DAY,
    buildYear: '2015-2019',
    engine: '2.0 TDI 150hp',
    notes: 'Graag na 10 uur bellen',
    ...overrides,
  })

const stored = async (t: TestPayload) =>
  (
    await t.payload.find({
      collection: 'bookings',
      where: { appointmentDate: { equals: DAY } },
      pagination: false,
      depth: 0,
    })
  ).docs

describe('booking service on SQLite', () => {
  let t: TestPayload
  beforeAll(async () => {
    t = await startPayload()
    await bookingSetup(t.payload, 3)
  })
  afterAll(async () => {
    await t?.cleanup()
  })

  it('stores exactly 3 of 50 concurrent bookings for a day with 3 places', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => postBooking(t.payload, request(), { now })),
    )
    const statuses = answers.map((a) => a.status)
    expect(statuses.filter((s) => s === 201)).toHaveLength(3)
    expect(statuses.filter((s) => s === 409)).toHaveLength(47)
    expect(answers.find((a) => a.status === 409)?.body.error).toBe(
      'Geen beschikbare plaatsen voor deze datum.',
    )
    const bookings = await stored(t)
    expect(bookings).toHaveLength(3)
    expect(bookings.map((b) => b.placeKey).sort()).toEqual([`${DAY}#1`, `${DAY}#2`, `${DAY}#3`])
  })

  it('stored the booking with its fields, the labelled notes and a mail for customer and workshop', async () => {
    const [booking] = await stored(t)
    expect(booking).toMatchObject({
      licensePlate: 'AB-123-C',
      brand: 'Audi',
      engine: '2.0 TDI 150hp',
      vehicle: 'Audi A4 2015-2019 2.0 TDI 150hp',
      appointmentTime: '09:00',
      status: 'new',
      locale: 'nl',
      notes:
        'Merk: Audi\nModel: A4\nBouwjaar: 2015-2019\nMotorvariant: 2.0 TDI 150hp\nOpmerkingen: Graag na 10 uur bellen',
    })
    const mails = await t.payload.find({
      collection: 'booking-mails',
      where: { booking: { equals: booking!.id } },
      depth: 0,
    })
    expect(mails.docs.map((m) => m.kind).sort()).toEqual(['confirmation', 'workshop'])
  })

  it('frees the place of a cancelled booking', async () => {
    const [first] = await stored(t)
    const full = await postBooking(t.payload, request(), { now })
    expect(full.status).toBe(409)
    const cancelled = await t.payload.update({
      collection: 'bookings',
      id: first!.id,
      data: { status: 'cancelled' },
    })
    expect(dateOfPlaceKey(cancelled.placeKey)).toBeNull()
    const again = await postBooking(t.payload, request(), { now })
    expect(again.status).toBe(201)
  })

  it('cancels any number of bookings: a cancelled key stays unique and holds no day', async () => {
    const day = '2027-03-10'
    const made = await Promise.all(
      [1, 2].map((n) =>
        postBooking(t.payload, request({ appointmentDate: day, idempotencyKey: `cancel-${n}` }), {
          now,
        }),
      ),
    )
    expect(made.map((answer) => answer.status)).toEqual([201, 201])
    const onDay = await t.payload.find({
      collection: 'bookings',
      where: { appointmentDate: { equals: day } },
      depth: 0,
    })
    const keys: (string | null | undefined)[] = []
    for (const booking of onDay.docs) {
      const cancelled = await t.payload.update({
        collection: 'bookings',
        id: booking.id,
        data: { status: 'cancelled' },
      })
      keys.push(cancelled.placeKey)
      // Saving it again while cancelled keeps its key.
      const edited = await t.payload.update({
        collection: 'bookings',
        id: booking.id,
        data: { notes: 'Klant belde af' },
      })
      expect(edited.placeKey).toBe(cancelled.placeKey)
    }
    expect(new Set(keys).size).toBe(2)
    expect(keys.map(dateOfPlaceKey)).toEqual([null, null])
  })

  it('answers a retried request with the first answer and stores it once', async () => {
    const day = '2027-03-03'
    const once = request({ appointmentDate: day })
    const [a, b] = await Promise.all([
      postBooking(t.payload, once, { now }),
      postBooking(t.payload, once, { now }),
    ])
    const later = await postBooking(t.payload, once, { now })
    expect(new Set([a.body.bookingId, b.body.bookingId, later.body.bookingId]).size).toBe(1)
    const { totalDocs } = await t.payload.count({
      collection: 'bookings',
      where: { appointmentDate: { equals: day } },
    })
    expect(totalDocs).toBe(1)
    const mails = await t.payload.count({
      collection: 'booking-mails',
      where: { booking: { equals: a.body.bookingId! } },
    })
    expect(mails.totalDocs).toBe(2) // one confirmation, one workshop notification
  })

  it('refuses a known key sent again with another day or address, and keeps the first', async () => {
    const first = request({ appointmentDate: '2027-03-04', customerEmail: 'jan@example.nl' })
    expect((await postBooking(t.payload, first, { now })).status).toBe(201)
    for (const changed of [
      { ...first, appointmentDate: '2027-03-09' },
      { ...first, customerEmail: 'ander@example.nl' },
    ]) {
      const answer = await postBooking(t.payload, changed, { now })
      expect(answer.status).toBe(409)
      expect(answer.body).toEqual({
        success: false,
        error: 'Ongeldig verzoek. Laad de pagina opnieuw.',
      })
    }
    // The same booking sent again, its address in capitals, is still the retry it was.
    const again = await postBooking(
      t.payload,
      { ...first, customerEmail: first.customerEmail.toUpperCase() },
      { now },
    )
    expect(again.status).toBe(200)
    const stored = await t.payload.find({
      collection: 'bookings',
      where: { idempotencyKey: { equals: first.idempotencyKey } },
      depth: 0,
    })
    expect(stored.docs.map((b) => [b.appointmentDate, b.customerEmail])).toEqual([
      ['2027-03-04', 'jan@example.nl'],
    ])
  })

  it('sends the customer a confirmation in their language with the calendar invite', async () => {
    const answer = await postBooking(
      t.payload,
      request({ appointmentDate: '2027-03-05', locale: 'de', customerEmail: 'jan@example.nl' }),
      { now },
    )
    const { docs } = await t.payload.find({
      collection: 'booking-mails',
      where: { booking: { equals: answer.body.bookingId! } },
      sort: 'createdAt',
      depth: 0,
    })
    const [customer, workshop] = docs
    expect(customer?.to).toBe('jan@example.nl')
    expect(customer?.subject).toBe('Bestätigung Ihres Termins am Freitag, 5. März 2027')
    expect(customer?.text).toContain('Kerkenbos 1012, 6546 BB Nijmegen')
    expect(customer?.text).toContain('Samstag: 09:00-13:00')
    expect(customer?.calendar).toContain('DTSTART;VALUE=DATE:20270305')
    expect(customer?.text).toMatch(/http:\/\/localhost:\d+\/de\/afspraak\/beheren\/[\w-]{43}/)
    expect(workshop?.to).toBe(siteSettings.appointmentEmail)
    expect(workshop?.subject).toBe(
      'Nieuwe afspraak: vrijdag 5 maart 2027 - Jan de Vries (AB-123-C)',
    )
  })

  it('refuses days that cannot be booked, without storing anything', async () => {
    const sunday = await postBooking(t.payload, request({ appointmentDate: '2027-03-07' }), {
      now,
    })
    expect(sunday).toMatchObject({
      status: 400,
      body: { success: false, error: 'Op deze dag zijn wij gesloten.' },
    })
    const tooSoon = await postBooking(t.payload, request({ appointmentDate: '2027-02-20' }), {
      now,
    })
    expect(tooSoon.status).toBe(400)
  })

  it('takes a filled honeypot for a bot: success, nothing stored', async () => {
    const before = (await t.payload.count({ collection: 'bookings' })).totalDocs
    const answer = await postBooking(
      t.payload,
      request({ appointmentDate: '2027-03-09', website: 'http://spam.example' }),
      { now },
    )
    expect(answer.body.success).toBe(true)
    expect((await t.payload.count({ collection: 'bookings' })).totalDocs).toBe(before)
  })
})
