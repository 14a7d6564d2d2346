import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { moveByCustomer } from '@/booking/server/manage'
import { joinWaitlist, offerFreePlaces } from '@/booking/server/waitlist'
import { bookFromOffer } from '@/booking/server/waitlist-offer'
import { addDays } from '@/kit/format/dates'
import type { User } from '@/payload-types'

import { bookingRequest, bookingSetup, comingTuesday } from '../helpers/booking'
import { startPayload, type TestPayload } from '../helpers/payload'
import { postBooking } from '../helpers/post-booking'

// Every way a booking is made or moved claims its place in the same write: of 50 at once exactly
// as many are stored as the day has places, whichever way in (visitors: booking.int.spec.ts).

const PLACES = 3
const MANY = 50
// Where the moving customers are booked first: Wednesday to Friday of two weeks, 20 places each.
const SOURCES = [1, 2, 3, 8, 9, 10].map((days) => addDays(comingTuesday(0), days))
// Each write its own context, as each request to the admin has.
const quiet = () => ({ disableRevalidate: true })

const active = async (payload: Payload, date: string) =>
  (
    await payload.find({
      collection: 'bookings',
      where: {
        and: [{ appointmentDate: { equals: date } }, { status: { not_equals: 'cancelled' } }],
      },
      pagination: false,
      depth: 0,
    })
  ).docs

/** The day's bookings hold exactly its places, each key once. */
async function expectExactlyFull(payload: Payload, date: string) {
  const docs = await active(payload, date)
  expect(docs).toHaveLength(PLACES)
  expect(docs.map((b) => b.placeKey).sort()).toEqual(
    Array.from({ length: PLACES }, (_, i) => `${date}#${i + 1}`),
  )
  return docs
}

const settled = <T>(results: PromiseSettledResult<T>[]) => ({
  done: results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : [])),
  refused: results.flatMap((r) =>
    r.status === 'rejected' ? [r.reason as { status?: number }] : [],
  ),
})

describe('exactly as many bookings as places, every way in', () => {
  let t: TestPayload
  let staff: User & { collection: 'users' }
  const manageToken = async (bookingId: number | string) => {
    const [mail] = (
      await t.payload.find({
        collection: 'booking-mails',
        where: { and: [{ booking: { equals: bookingId } }, { kind: { equals: 'confirmation' } }] },
        depth: 0,
      })
    ).docs
    return /\/afspraak\/beheren\/([\w-]{43})/.exec(mail!.text)![1]!
  }
  /** Visitors' bookings on the source days, each with its manage link. */
  const sourceBookings = async (count: number) => {
    const tokens: string[] = []
    for (let i = 0; i < count; i++) {
      const answer = await postBooking(
        t.payload,
        bookingRequest({ appointmentDate: SOURCES[i % SOURCES.length] }),
      )
      expect(answer.status).toBe(201)
      tokens.push(await manageToken(answer.body.bookingId!))
    }
    return tokens
  }
  const staffCreate = (date: string, i: number) =>
    t.payload.create({
      collection: 'bookings',
      user: staff,
      overrideAccess: false,
      context: quiet(),
      data: {
        appointmentDate: date,
        status: 'new',
        customerName: `Walk-in ${i}`,
        customerEmail: `walk-in.${date}.${i}@example.nl`,
        customerPhone: '0612345678',
        licensePlate: 'AB-123-C',
      },
    })
  const requests = async (count: number, tag: string) => {
    const ids: (number | string)[] = []
    for (let i = 0; i < count; i++) {
      const made = await t.payload.create({
        collection: 'requests',
        context: { ...quiet(), disableMails: true },
        data: {
          kind: 'advice',
          status: 'new',
          name: `Aanvrager ${i}`,
          email: `request.${tag}.${i}@example.nl`,
          phone: '0612345678',
          licensePlate: 'RQ-001-A',
          locale: 'nl',
          idempotencyKey: `ways-in-${tag}-${i}`,
        },
      })
      ids.push(made.id)
    }
    return ids
  }
  const bookRequest = (id: number | string, date: string) =>
    t.payload.update({
      collection: 'requests',
      id,
      data: { bookOn: date },
      user: staff,
      overrideAccess: false,
      context: quiet(),
    })

  beforeAll(async () => {
    t = await startPayload()
    await bookingSetup(t.payload, PLACES)
    await t.payload.updateGlobal({
      slug: 'booking-rules',
      context: quiet(),
      data: { placesPerWeekday: { wednesday: 20, thursday: 20, friday: 20 } },
    })
    const user = await t.payload.create({
      collection: 'users',
      data: { email: 'ways-in@example.nl', password: 'een-lang-wachtwoord' },
    })
    staff = { ...user, collection: 'users' }
  })
  afterAll(async () => {
    await t?.cleanup()
  })

  it('staff creating 50 bookings at once in the admin (Local API, signed in)', async () => {
    const day = comingTuesday(0)
    const { done, refused } = settled(
      await Promise.allSettled(Array.from({ length: MANY }, (_, i) => staffCreate(day, i))),
    )
    expect(done).toHaveLength(PLACES)
    expect(refused.map((e) => e.status)).toEqual(Array(MANY - PLACES).fill(409))
    await expectExactlyFull(t.payload, day)
  })

  it('50 customers moving into one day through their manage links at once', async () => {
    const day = comingTuesday(1)
    const tokens = await sourceBookings(MANY)
    const results = await Promise.all(tokens.map((token) => moveByCustomer(t.payload, token, day)))
    expect(results.filter((r) => r.ok)).toHaveLength(PLACES)
    expect(results.filter((r) => !r.ok && r.error === 'full')).toHaveLength(MANY - PLACES)
    await expectExactlyFull(t.payload, day)
  })

  it('waitlist offers accepted (each twice) while 50 visitors book the same day', async () => {
    const day = comingTuesday(2)
    const first = await Promise.all(
      Array.from({ length: PLACES }, () =>
        postBooking(t.payload, bookingRequest({ appointmentDate: day })),
      ),
    )
    const waiting = Array.from({ length: PLACES }, (_, i) => `wacht.${i}@example.nl`)
    for (const email of waiting)
      await joinWaitlist(t.payload, {
        date: day,
        name: 'Wacht',
        email,
        vehicle: 'Audi A4',
        locale: 'nl',
        website: '',
      })
    for (const answer of first)
      await t.payload.update({
        collection: 'bookings',
        id: answer.body.bookingId!,
        data: { status: 'cancelled' },
        context: quiet(),
      })
    expect(await offerFreePlaces(t.payload, day)).toBe(PLACES)
    const offers = await t.payload.find({
      collection: 'booking-mails',
      where: { kind: { equals: 'waitlistOffer' } },
      depth: 0,
    })
    const tokens = offers.docs.map(
      (mail) => /\/afspraak\/wachtlijst\/([\w-]{43})/.exec(mail.text)![1]!,
    )
    expect(tokens).toHaveLength(PLACES)

    const details = {
      customerName: 'Wacht',
      customerPhone: '0612345678',
      licensePlate: 'WL-001-B',
      notes: '',
      termsAccepted: true,
    }
    const [accepted, visitors] = await Promise.all([
      Promise.all([...tokens, ...tokens].map((token) => bookFromOffer(t.payload, token, details))),
      Promise.all(
        Array.from({ length: MANY }, () =>
          postBooking(t.payload, bookingRequest({ appointmentDate: day })),
        ),
      ),
    ])
    expect(accepted.every((r) => r.ok)).toBe(true)
    expect(visitors.map((a) => a.status)).toEqual(Array(MANY).fill(409))
    const docs = await expectExactlyFull(t.payload, day)
    expect(docs.map((b) => b.customerEmail).sort()).toEqual(waiting)
    const entries = await t.payload.find({
      collection: 'waitlist',
      where: { date: { equals: day } },
      depth: 0,
    })
    expect(entries.docs.map((e) => e.status)).toEqual(Array(PLACES).fill('booked'))
  })

  it('staff booking 50 requests onto one day at once', async () => {
    const day = comingTuesday(3)
    const ids = await requests(MANY, 'one-day')
    const { done, refused } = settled(
      await Promise.allSettled(ids.map((id) => bookRequest(id, day))),
    )
    expect(done).toHaveLength(PLACES)
    expect(done.every((request) => request.status === 'booked')).toBe(true)
    expect(refused).toHaveLength(MANY - PLACES)
    await expectExactlyFull(t.payload, day)
  })

  it('every way at once into one day: visitors, staff, manage links and requests', async () => {
    const day = comingTuesday(4)
    const [tokens, ids] = [await sourceBookings(10), await requests(10, 'mixed')]
    const results = await Promise.allSettled([
      ...Array.from({ length: 10 }, () =>
        postBooking(t.payload, bookingRequest({ appointmentDate: day })),
      ),
      ...Array.from({ length: 10 }, (_, i) => staffCreate(day, 100 + i)),
      ...tokens.map((token) => moveByCustomer(t.payload, token, day)),
      ...ids.map((id) => bookRequest(id, day)),
    ])
    expect(results).toHaveLength(40)
    await expectExactlyFull(t.payload, day)
  })
})
