import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { moveByCustomer } from '@/booking/server/manage'
import { joinWaitlist, offerFreePlaces } from '@/booking/server/waitlist'
import { bookFromOffer } from '@/booking/server/waitlist-offer'
import { emailKey } from '@/privacy/rules/subject'

import { bookingRequest, bookingSetup, comingTuesday } from '../helpers/booking'
import { startPayload, type TestPayload } from '../helpers/payload'
import { postBooking } from '../helpers/post-booking'

/**
 * The text of the newest mail of a kind to an address (stored in key form, as every address is):
 * where a visitor's link comes from.
 */
async function newestMail(payload: Payload, to: string, kind: 'confirmation' | 'waitlistOffer') {
  const { docs } = await payload.find({
    collection: 'booking-mails',
    where: { and: [{ to: { equals: emailKey(to) } }, { kind: { equals: kind } }] },
    sort: '-createdAt',
    limit: 1,
    depth: 0,
  })
  return docs[0]?.text ?? ''
}

/** Books for the address and returns the manage link's token from its confirmation. */
async function bookWithLink(payload: Payload, email: string, appointmentDate: string) {
  const answer = await postBooking(
    payload,
    bookingRequest({ customerEmail: email, appointmentDate }),
  )
  expect(answer.status).toBe(201)
  const text = await newestMail(payload, email, 'confirmation')
  return { id: answer.body.bookingId!, token: /\/afspraak\/beheren\/([\w-]{43})/.exec(text)![1]! }
}

const dayOf = async (payload: Payload, id: number | string) =>
  (await payload.findByID({ collection: 'bookings', id, depth: 0 })).appointmentDate

describe('the address limit on the other ways a visitor books', () => {
  let t: TestPayload
  beforeAll(async () => {
    t = await startPayload()
    await bookingSetup(t.payload, 2)
  })
  afterAll(async () => {
    await t?.cleanup()
  })

  it('moves a booking of an address at its limit to a free day, never onto its other day', async () => {
    const [a, b, c] = [comingTuesday(0), comingTuesday(1), comingTuesday(2)]
    const first = await bookWithLink(t.payload, 'mo@example.nl', a)
    await bookWithLink(t.payload, 'Mo@Example.nl', b)
    // Two upcoming, the limit: the moved booking is not counted again.
    expect(await moveByCustomer(t.payload, first.token, c)).toEqual({ ok: true })
    expect(await dayOf(t.payload, first.id)).toBe(c)
    expect(await moveByCustomer(t.payload, first.token, b)).toEqual({
      ok: false,
      error: 'limit',
      reason: 'sameDay',
    })
    expect(await dayOf(t.payload, first.id)).toBe(c)
    const onB = await t.payload.count({
      collection: 'bookings',
      where: { appointmentDate: { equals: b } },
    })
    expect(onB.totalDocs).toBe(1)
  })

  it('holds a waitlist offer accepted to the limit, and books it once the address has room', async () => {
    const full = comingTuesday(5)
    const [other1, other2] = [comingTuesday(6), comingTuesday(7)]
    const taken = [
      await bookWithLink(t.payload, 'een@example.nl', full),
      await bookWithLink(t.payload, 'twee@example.nl', full),
    ]
    const wil = [
      await bookWithLink(t.payload, 'wil@example.nl', other1),
      await bookWithLink(t.payload, 'wil@example.nl', other2),
    ]
    const joined = await joinWaitlist(t.payload, {
      date: full,
      name: 'Wil',
      email: 'wil@example.nl',
      vehicle: 'Audi A4',
      locale: 'nl',
      website: '',
    })
    expect(joined.status).toBe(201)
    await t.payload.update({
      collection: 'bookings',
      id: taken[0]!.id,
      data: { status: 'cancelled' },
      context: { disableRevalidate: true },
    })
    expect(await offerFreePlaces(t.payload, full)).toBe(1)
    const text = await newestMail(t.payload, 'wil@example.nl', 'waitlistOffer')
    const token = /\/afspraak\/wachtlijst\/([\w-]{43})/.exec(text)![1]!
    const details = {
      customerName: 'Wil',
      customerPhone: '0612345678',
      licensePlate: 'WL-002-C',
      notes: '',
      termsAccepted: true,
    }
    expect(await bookFromOffer(t.payload, token, details)).toEqual({
      ok: false,
      error: 'limit',
      reason: 'upcoming',
    })
    const [entry] = (
      await t.payload.find({
        collection: 'waitlist',
        where: { email: { equals: 'wil@example.nl' } },
      })
    ).docs
    expect(entry?.status).toBe('offered')
    // The customer cancels one of the other two: the held place is hers to book.
    await t.payload.update({
      collection: 'bookings',
      id: wil[1]!.id,
      data: { status: 'cancelled' },
      context: { disableRevalidate: true },
    })
    expect(await bookFromOffer(t.payload, token, details)).toEqual({ ok: true })
    const booked = await t.payload.find({
      collection: 'bookings',
      where: {
        and: [
          { customerEmail: { equals: 'wil@example.nl' } },
          { appointmentDate: { equals: full } },
        ],
      },
      depth: 0,
    })
    expect(booked.docs.map((x) => x.status)).toEqual(['new'])
  })
})
