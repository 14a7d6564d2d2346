import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { joinWaitlist } from '@/booking/server/waitlist'
import type { User } from '@/payload-types'
import { applyRetention } from '@/privacy/server/retention'
import { findSubject, subjectFingerprint } from '@/privacy/server/subject'
import { eraseSubjectAndRecord, exportSubject } from '@/privacy/server/subject-actions'

import { bookingRequest, bookingSetup, comingTuesday } from '../helpers/booking'
import { startPayload, type TestPayload } from '../helpers/payload'
import { postBooking } from '../helpers/post-booking'

const DAY = comingTuesday(1)

describe("one customer's data, and who changed what", () => {
  let t: TestPayload
  let staff: User
  const trail = async (where = {}) =>
    (await t.payload.find({ collection: 'audit-log', where, sort: 'createdAt', depth: 0 })).docs

  beforeAll(async () => {
    t = await startPayload()
    await bookingSetup(t.payload, 1)
    staff = await t.payload.create({
      collection: 'users',
      data: { email: 'staff@example.nl', password: 'a-long-password' },
    })
    // Eva books the day and, with the day full, also joins its waitlist; Piet books another.
    const booked = await postBooking(
      t.payload,
      bookingRequest({
        appointmentDate: DAY,
        customerEmail: 'Eva@Example.nl',
        licensePlate: '16-rsl-9',
      }),
    )
    expect(booked.status).toBe(201)
    await joinWaitlist(t.payload, {
      date: DAY,
      name: 'Eva',
      email: 'eva@example.nl',
      vehicle: '',
      locale: 'nl',
      website: '',
    })
    await postBooking(
      t.payload,
      bookingRequest({ appointmentDate: comingTuesday(3), customerEmail: 'piet@example.nl' }),
    )
  })
  afterAll(async () => {
    await t?.cleanup()
  })

  it("records staff changes with who, when and which fields; the site's own writes are no staff change", async () => {
    expect(await trail()).toEqual([])
    const [booking] = (
      await t.payload.find({
        collection: 'bookings',
        where: { customerEmail: { equals: 'eva@example.nl' } },
      })
    ).docs
    await t.payload.update({
      collection: 'bookings',
      id: booking!.id,
      user: staff,
      overrideAccess: false,
      data: { status: 'confirmed', notes: 'Komt met de trein' },
    })
    await t.payload.updateGlobal({
      slug: 'booking-rules',
      user: staff,
      overrideAccess: false,
      data: { waitlistHoldHours: 12 },
    })
    const [change, rules] = await trail()
    expect(change).toMatchObject({
      operation: 'update',
      target: 'bookings',
      documentId: String(booking!.id),
      user: staff.id,
      userEmail: 'staff@example.nl',
      booking: booking!.id,
    })
    expect(change!.fields).toEqual(['status', 'notes'])
    expect(rules).toMatchObject({ target: 'booking-rules', fields: ['waitlistHoldHours'] })
    // The booking shows its own history in the admin.
    const withHistory = await t.payload.findByID({
      collection: 'bookings',
      id: booking!.id,
      depth: 1,
    })
    expect(withHistory.history?.docs).toHaveLength(1)
    // Nobody writes the trail through the API, not even staff.
    await expect(
      t.payload.create({
        collection: 'audit-log',
        user: staff,
        overrideAccess: false,
        data: { operation: 'update', target: 'x' },
      }),
    ).rejects.toThrow()
  })

  it('finds everything held about a customer by e-mail in any case or by plate in any form', async () => {
    const byEmail = await findSubject(t.payload, { email: 'eva@example.nl' })
    expect(byEmail.bookings).toHaveLength(1)
    expect(byEmail.waitlist).toHaveLength(1)
    expect(byEmail.mails.length).toBeGreaterThanOrEqual(1)
    expect(byEmail.mails.every((m) => m.to.toLowerCase() === 'eva@example.nl' || m.booking)).toBe(
      true,
    )
    const byPlate = await findSubject(t.payload, { plate: '16 RSL 9' })
    expect(byPlate.bookings.map((b) => b.id)).toEqual(byEmail.bookings.map((b) => b.id))
    expect((await findSubject(t.payload, { email: 'va@example.nl' })).bookings).toEqual([])
  })

  it('exports and erases in one step each, both recorded without the customer in the trail', async () => {
    const exported = await exportSubject(t.payload, staff, { email: 'eva@example.nl' })
    expect(exported.bookings[0]!.customerEmail.toLowerCase()).toBe('eva@example.nl')

    const counts = await eraseSubjectAndRecord(t.payload, staff, { email: 'EVA@example.nl' })
    expect(counts.bookings).toBe(1)
    const after = await findSubject(t.payload, { email: 'eva@example.nl' })
    expect(after).toEqual({ bookings: [], requests: [], mails: [], waitlist: [], dynoRuns: [] })
    const [erased] = (
      await t.payload.find({ collection: 'bookings', where: { appointmentDate: { equals: DAY } } })
    ).docs
    expect(erased).toMatchObject({
      customerName: 'Geanonimiseerd',
      licensePlate: '-',
      status: 'confirmed',
    })
    // Piet is untouched.
    expect((await findSubject(t.payload, { email: 'piet@example.nl' })).bookings).toHaveLength(1)

    const actions = await trail({ target: { equals: 'customer' } })
    expect(actions.map((a) => a.operation)).toEqual(['export', 'erase'])
    expect(
      actions.every((a) => a.documentId === subjectFingerprint({ email: 'eva@example.nl' })),
    ).toBe(true)
    expect(JSON.stringify(actions)).not.toContain('eva@')
  })

  it('keeps the trail for the period staff set', async () => {
    const old = await t.payload.create({
      collection: 'audit-log',
      data: { operation: 'update', target: 'pricing', createdAt: '2020-01-01T00:00:00.000Z' },
    })
    const report = await applyRetention(t.payload)
    expect(report.audit).toBe(1)
    await expect(t.payload.findByID({ collection: 'audit-log', id: old.id })).rejects.toThrow()
  })
})
