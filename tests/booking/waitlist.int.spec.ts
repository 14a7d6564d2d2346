import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { checkAvailability } from '@/booking/server/availability-service'
import { joinWaitlist, sweepWaitlist } from '@/booking/server/waitlist'
import { bookFromOffer } from '@/booking/server/waitlist-offer'
import { addDays } from '@/kit/format/dates'
import type { BookingMail } from '@/payload-types'

import { runJobs } from './outbox-jobs'
import { bookingRequest, bookingSetup, comingTuesday } from '../helpers/booking'
import { startPayload, type TestPayload } from '../helpers/payload'
import { postBooking } from '../helpers/post-booking'

const DAY = comingTuesday(2)
const join = (name: string, overrides: Record<string, string> = {}) => ({
  date: DAY,
  name,
  email: `${name.toLowerCase()}@example.nl`,
  vehicle: 'Audi A4 2.0 TDI',
  locale: 'nl' as const,
  website: '',
  ...overrides,
})
const details = {
  customerName: 'Bram',
  customerPhone: '0612345678',
  licensePlate: 'WL-001-B',
  notes: '',
  termsAccepted: true,
}

describe('the waitlist of a full day', () => {
  let t: TestPayload
  let bookingId: number | string
  const mailsTo = async (to: string, kind: BookingMail['kind']) =>
    (
      await t.payload.find({
        collection: 'booking-mails',
        where: { and: [{ to: { equals: to } }, { kind: { equals: kind } }] },
        sort: 'createdAt',
        depth: 0,
      })
    ).docs
  const entry = async (email: string) =>
    (
      await t.payload.find({
        collection: 'waitlist',
        where: { email: { equals: email } },
        depth: 0,
      })
    ).docs[0]!
  const offerToken = async (email: string) => {
    const [offer] = (await mailsTo(email, 'waitlistOffer')).reverse()
    return /\/afspraak\/wachtlijst\/([\w-]{43})/.exec(offer?.text ?? '')?.[1] ?? ''
  }

  beforeAll(async () => {
    t = await startPayload()
    await bookingSetup(t.payload, 1)
    await t.payload.updateGlobal({
      slug: 'booking-rules',
      context: { disableRevalidate: true },
      data: { waitlistHoldHours: 6 },
    })
  })
  afterEach(async () => {
    await runJobs(t.payload, 0)
  })
  afterAll(async () => {
    await t?.cleanup()
  })

  it('is only for a full day, and keeps one entry per address in the order people joined', async () => {
    expect(await joinWaitlist(t.payload, join('Anna'))).toMatchObject({ status: 409 })
    const booked = await postBooking(t.payload, bookingRequest({ appointmentDate: DAY }))
    expect(booked.status).toBe(201)
    bookingId = booked.body.bookingId!
    expect((await checkAvailability(t.payload, DAY, 'nl')).full).toBe(true)

    expect(await joinWaitlist(t.payload, join('Anna'))).toEqual({
      status: 201,
      body: { success: true, position: 1 },
    })
    expect((await joinWaitlist(t.payload, join('Bram'))).body.position).toBe(2)
    expect(await joinWaitlist(t.payload, join('ANNA', { email: 'Anna@Example.nl' }))).toEqual({
      status: 200,
      body: { success: true, position: 1 },
    })
    // The Sunday before: closed, so no list to join.
    const sunday = await joinWaitlist(t.payload, join('Cas', { date: addDays(DAY, -2) }))
    expect(sunday.status).toBe(400)
    expect(await mailsTo('anna@example.nl', 'waitlistJoined')).toHaveLength(1)
    expect((await mailsTo('anna@example.nl', 'waitlistJoined'))[0]!.text).toContain('nummer 1')
  })

  it('offers a freed place to the first in line, held for the hours staff set', async () => {
    await t.payload.update({
      collection: 'bookings',
      id: bookingId,
      data: { status: 'cancelled' },
    })
    await runJobs(t.payload, 1)
    const anna = await entry('anna@example.nl')
    expect(anna).toMatchObject({ status: 'offered', holdKey: `${DAY}#1` })
    const held = new Date(anna.offerExpiresAt!).getTime() - new Date(anna.offeredAt!).getTime()
    expect(held).toBe(6 * 3_600_000)
    expect(await offerToken('anna@example.nl')).toHaveLength(43)
    expect((await entry('bram@example.nl')).status).toBe('waiting')

    // While the offer runs, the place is nobody else's.
    expect((await checkAvailability(t.payload, DAY, 'nl')).full).toBe(true)
    const other = await postBooking(
      t.payload,
      bookingRequest({ appointmentDate: DAY, customerEmail: 'dirk@example.nl' }),
    )
    expect(other.status).toBe(409)
  })

  it('passes the place to the next in line when the hold runs out, who books it with the link', async () => {
    const later = new Date(Date.now() + 7 * 3_600_000)
    expect(await sweepWaitlist(t.payload, later)).toEqual({ expired: 1, offered: 1 })
    expect((await entry('anna@example.nl')).status).toBe('expired')
    expect(
      await bookFromOffer(t.payload, await offerToken('anna@example.nl'), details, later),
    ).toEqual({
      ok: false,
      error: 'gone',
    })

    const token = await offerToken('bram@example.nl')
    expect(await bookFromOffer(t.payload, token, { ...details, licensePlate: '' }, later)).toEqual({
      ok: false,
      error: 'invalid',
      reason: 'plate',
    })
    // A NUL, a line break in a one-line field, a bidi override: the page names the characters.
    for (const change of [
      { customerName: 'Bram\u0000' },
      { customerPhone: '06\r\n12345678' },
      { customerName: 'Bram \u202eseirV' },
      { notes: 'Tot \u0000 dinsdag' },
    ])
      expect(await bookFromOffer(t.payload, token, { ...details, ...change }, later)).toEqual({
        ok: false,
        error: 'invalid',
        reason: 'invalidCharacters',
      })
    expect(await bookFromOffer(t.payload, token, details, later)).toEqual({ ok: true })
    // Sent twice (a reload), it is one booking.
    expect(await bookFromOffer(t.payload, token, details, later)).toEqual({ ok: true })
    const { docs } = await t.payload.find({
      collection: 'bookings',
      where: { and: [{ appointmentDate: { equals: DAY } }, { status: { equals: 'new' } }] },
      depth: 0,
    })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({ customerEmail: 'bram@example.nl', placeKey: `${DAY}#1` })
    expect(docs[0]!.notes).toContain('Audi A4 2.0 TDI')
    expect(await entry('bram@example.nl')).toMatchObject({ status: 'booked', booking: docs[0]!.id })
    expect(await mailsTo('bram@example.nl', 'confirmation')).toHaveLength(1)
    expect(await bookFromOffer(t.payload, 'x'.repeat(43), details)).toEqual({
      ok: false,
      error: 'unknown',
    })
  })
})
