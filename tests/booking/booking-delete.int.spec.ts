import { describe, expect, it } from 'vitest'

import { joinWaitlist } from '@/booking/server/waitlist'
import { bookFromOffer } from '@/booking/server/waitlist-offer'
import { addDays } from '@/kit/format/dates'

import { mailsOf, runJobs } from './outbox-jobs'
import { bookingRequest, comingTuesday } from '../helpers/booking'
import { postBooking } from '../helpers/post-booking'
import { auditTrailOf, staffPayload } from '../helpers/staff-rest'

// A Saturday: one place.
const DAY = addDays(comingTuesday(2), 4)

/**
 * Staff delete a booking from the admin (a test or a spam booking; its button, or several
 * ticked in the list): its mails go with it; the waitlist entry and the request it was made
 * from, and its audit records, stay without the link to it.
 */
describe('staff deleting bookings', () => {
  const t = staffPayload()

  const stored = async (id: number | string) =>
    (await t.payload.count({ collection: 'bookings', where: { id: { equals: id } } })).totalDocs
  const asStaff = () => ({ overrideAccess: false, user: t.staff.user })

  it('deletes a booking made from a waitlist offer with its mails; the entry stays, booked', async () => {
    const first = await postBooking(t.payload, bookingRequest({ appointmentDate: DAY }))
    await joinWaitlist(t.payload, {
      date: DAY,
      name: 'Wendy',
      email: 'wendy@example.nl',
      vehicle: 'Audi A4',
      locale: 'nl',
      website: '',
    })
    await t.payload.update({
      collection: 'bookings',
      id: first.body.bookingId!,
      data: { status: 'cancelled' },
      ...asStaff(),
    })
    await runJobs(t.payload, 1)
    const [offer] = (
      await t.payload.find({
        collection: 'booking-mails',
        where: { kind: { equals: 'waitlistOffer' } },
        depth: 0,
      })
    ).docs
    const token = /\/afspraak\/wachtlijst\/([\w-]{43})/.exec(offer?.text ?? '')?.[1] ?? ''
    const details = {
      customerName: 'Wendy',
      customerPhone: '0612345678',
      licensePlate: 'WL-001-B',
      notes: '',
      termsAccepted: true,
    }
    expect(await bookFromOffer(t.payload, token, details)).toEqual({ ok: true })
    const [entry] = (await t.payload.find({ collection: 'waitlist', depth: 0 })).docs
    const id = entry!.booking as number
    await t.payload.update({
      collection: 'bookings',
      id,
      data: { status: 'confirmed' },
      ...asStaff(),
    })
    expect((await mailsOf(t.payload, id)).map((mail) => mail.kind).sort()).toEqual([
      'confirmation',
      'confirmed',
      'workshop',
    ])

    const answer = await t.staff.delete(`/api/cms/bookings/${id}`)
    expect(answer.status).toBe(200)
    expect(await stored(id)).toBe(0)
    expect(await mailsOf(t.payload, id)).toEqual([])
    expect(
      await t.payload.findByID({ collection: 'waitlist', id: entry!.id, depth: 0 }),
    ).toMatchObject({ status: 'booked', booking: null, email: 'wendy@example.nl', date: DAY })
    expect(await auditTrailOf(t.payload, 'bookings', id)).toEqual([
      expect.objectContaining({ operation: 'update', booking: null, fields: ['status'] }),
      expect.objectContaining({
        operation: 'delete',
        booking: null,
        userEmail: t.staff.user.email,
      }),
    ])
  })

  it('deletes several at once; the request one was made from stays, and can be booked again', async () => {
    const lead = await t.payload.create({
      collection: 'requests',
      overrideAccess: true,
      data: {
        kind: 'advice',
        status: 'new',
        name: 'Karel',
        email: 'karel@example.nl',
        phone: '0612345678',
        licensePlate: 'KR-001-L',
        locale: 'nl',
      },
    })
    const bookOn = (day: string) =>
      t.payload.update({
        collection: 'requests',
        id: lead.id,
        data: { bookOn: day },
        depth: 0,
        ...asStaff(),
      })
    const fromRequest = (await bookOn(comingTuesday(3))).booking as number
    const other = await postBooking(
      t.payload,
      bookingRequest({ appointmentDate: comingTuesday(3), customerEmail: 'lotte@example.nl' }),
    )
    const ids = [fromRequest, other.body.bookingId!]
    const answer = await t.staff.deleteMany('bookings', ids, 'de')
    expect(answer).toMatchObject({ status: 200, body: { errors: [] } })
    expect(answer.body.docs).toHaveLength(2)
    for (const id of ids) {
      expect(await stored(id)).toBe(0)
      expect(await mailsOf(t.payload, id)).toEqual([])
    }
    const request = await t.payload.findByID({ collection: 'requests', id: lead.id, depth: 0 })
    expect(request).toMatchObject({ booking: null, name: 'Karel', email: 'karel@example.nl' })
    expect((await bookOn(comingTuesday(4))).booking).toEqual(expect.any(Number))
  })
})
