import { sql, type MigrateUpArgs } from '@payloadcms/db-sqlite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { joinWaitlist } from '@/booking/server/waitlist'
import { up as keyFormMigration } from '@/migrations/20261201_230235_subject_keys'
import type { User } from '@/payload-types'
import { findSubject, type SubjectData } from '@/privacy/server/subject'
import { eraseSubjectAndRecord, exportSubject } from '@/privacy/server/subject-actions'
import { requestSchema } from '@/requests/rules/request'
import { createRequest } from '@/requests/server/service'

import { bookingRequest, bookingSetup, comingTuesday } from '../helpers/booking'
import { startPayload, type TestPayload } from '../helpers/payload'
import { postBooking } from '../helpers/post-booking'
import {
  ascending,
  everyRecord,
  held,
  type Held,
  kinds,
  nothing,
  recordTotals,
} from '../helpers/subject-records'

// Two customers whose addresses share a part: "an@example.com" is inside "jan@example.com".
describe('one customer, and no other, in the export and the erasure', () => {
  let t: TestPayload
  let staff: User
  const own: Record<'jan' | 'an', Held> = { jan: { ...nothing }, an: { ...nothing } }
  const days = { jan: comingTuesday(1), an: comingTuesday(2) }

  const everything = () => everyRecord(t.payload)
  const totals = () => recordTotals(t.payload)
  /** The records an action wrote, whichever code wrote them. */
  const written = async (action: () => Promise<unknown>): Promise<Held> => {
    const before = await everything()
    await action()
    const after = await everything()
    return Object.fromEntries(
      kinds.map((kind) => [kind, after[kind].filter((id) => !before[kind].includes(id))]),
    ) as Held
  }
  const add = (into: Held, more: Held) =>
    kinds.forEach((kind) => (into[kind] = ascending([...into[kind], ...more[kind]])))

  const customer = async (
    who: 'jan' | 'an',
    typed: { email: string; plate: string; requestEmail: string; requestPlate: string },
  ) => {
    add(
      own[who],
      await written(async () => {
        const booked = await postBooking(
          t.payload,
          bookingRequest({
            appointmentDate: days[who],
            customerEmail: typed.email,
            licensePlate: typed.plate,
          }),
        )
        expect(booked.status).toBe(201)
      }),
    )
    add(
      own[who],
      await written(async () => {
        const request = requestSchema.parse({
          kind: 'advice',
          name: who,
          email: typed.requestEmail,
          phone: '0612345678',
          licensePlate: typed.requestPlate,
          brand: 'Audi',
          model: 'A4',
          message: 'Welk pakket past?',
          horsepower: '',
          idempotencyKey: `isolation-${who}-${Date.now()}`,
        })
        expect((await createRequest(t.payload, request)).status).toBe(201)
      }),
    )
  }
  const waitlistMails: Record<'jan' | 'an', number[]> = { jan: [], an: [] }
  const wait = async (who: 'jan' | 'an', email: string, date: string) => {
    const joined = await written(async () => {
      const answer = await joinWaitlist(t.payload, {
        date,
        name: who,
        email,
        vehicle: '',
        locale: 'nl',
        website: '',
      })
      expect(answer.status).toBe(201)
    })
    waitlistMails[who] = joined.mails
    add(own[who], joined)
  }

  beforeAll(async () => {
    t = await startPayload()
    await bookingSetup(t.payload, 1)
    staff = await t.payload.create({
      collection: 'users',
      data: { email: 'staff@example.nl', password: 'a-long-password' },
    })
    await customer('jan', {
      email: 'Jan@Example.com',
      plate: '16rsl9',
      requestEmail: 'JAN@example.com',
      requestPlate: '16 RSL 9',
    })
    await customer('an', {
      email: 'an@example.com',
      plate: 'AB-123-C',
      requestEmail: 'an@example.com',
      requestPlate: 'ab 123 c',
    })
    // Each day has one place: each waits for the day the other took.
    await wait('jan', 'jan@example.com', days.an)
    await wait('an', 'An@Example.com', days.jan)
  })
  afterAll(async () => {
    await t?.cleanup()
  })

  it('holds for each customer a booking, a request, a waitlist entry and their mails', () => {
    for (const who of ['jan', 'an'] as const) {
      expect(waitlistMails[who]).toHaveLength(1)
      expect(own[who].bookings).toHaveLength(1)
      expect(own[who].requests).toHaveLength(1)
      expect(own[who].waitlist).toHaveLength(1)
      // Confirmation and workshop notice, request received and request notice, on the waitlist.
      expect(own[who].mails.length).toBeGreaterThanOrEqual(5)
    }
  })

  it('stores addresses in lower case and plates as printed, whatever was typed', async () => {
    const { bookings, requests } = await findSubject(t.payload, { email: 'jan@example.com' })
    expect(bookings.map((b) => [b.customerEmail, b.licensePlate])).toEqual([
      ['jan@example.com', '16-RSL-9'],
    ])
    expect(requests.map((r) => [r.email, r.licensePlate])).toEqual([
      ['jan@example.com', '16-RSL-9'],
    ])
  })

  it("exports each customer's own records and nothing of the other's", async () => {
    const jan = await exportSubject(t.payload, staff, { email: 'jan@example.com' })
    const an = await exportSubject(t.payload, staff, { email: 'an@example.com' })
    expect(held(jan)).toEqual(own.jan)
    expect(held(an)).toEqual(own.an)
    // Not a trace of the other: no address, no manage-link secret.
    const secrets = (data: SubjectData) => data.mails.flatMap((m) => (m.secret ? [m.secret] : []))
    expect(secrets(jan).length).toBeGreaterThan(0)
    expect(JSON.stringify(an)).not.toContain('jan@')
    for (const secret of secrets(jan)) expect(JSON.stringify(an)).not.toContain(secret)
    for (const secret of secrets(an)) expect(JSON.stringify(jan)).not.toContain(secret)
  })

  it('finds the customer whatever the case of the address typed', async () => {
    expect(held(await findSubject(t.payload, { email: ' JAN@EXAMPLE.COM ' }))).toEqual(own.jan)
    expect(held(await findSubject(t.payload, { email: 'An@Example.Com' }))).toEqual(own.an)
  })

  it("finds by plate that plate's bookings and requests and their mails, nothing else", async () => {
    // The booking's and the request's mails; the waitlist's went to the address only.
    const byPlate = (who: 'jan' | 'an') =>
      own[who].mails.filter((id) => !waitlistMails[who].includes(id))
    for (const plate of ['16-RSL-9', '16rsl9', '16 rsl 9'])
      expect(held(await findSubject(t.payload, { plate }))).toEqual({
        ...own.jan,
        mails: byPlate('jan'),
        waitlist: [],
      })
    expect(held(await findSubject(t.payload, { plate: 'ab-123-c' }))).toEqual({
      ...own.an,
      mails: byPlate('an'),
      waitlist: [],
    })
  })

  it("names nobody by a part of an address, an unknown address or the workshop's own", async () => {
    for (const email of [
      'example.com',
      'EXAMPLE.COM',
      'test1@example.com',
      'afspraak@chiptuning-nijmegen.nl',
    ])
      expect(held(await exportSubject(t.payload, staff, { email }))).toEqual(nothing)
    expect(held(await findSubject(t.payload, { plate: '-' }))).toEqual(nothing)
  })

  it('erases nothing for a part of an address or an unknown one', async () => {
    const before = await totals()
    for (const email of ['example.com', 'test1@example.com'])
      expect(await eraseSubjectAndRecord(t.payload, staff, { email })).toEqual({
        bookings: 0,
        requests: 0,
        mails: 0,
        waitlist: 0,
        dynoRuns: 0,
      })
    expect(await totals()).toEqual(before)
    expect(held(await findSubject(t.payload, { email: 'jan@example.com' }))).toEqual(own.jan)
    expect(held(await findSubject(t.payload, { email: 'an@example.com' }))).toEqual(own.an)
  })

  it('erases one customer and leaves the other whole', async () => {
    const before = await totals()
    const counts = await eraseSubjectAndRecord(t.payload, staff, { email: 'AN@example.com' })
    expect(counts).toEqual({
      bookings: 1,
      requests: 1,
      mails: own.an.mails.length,
      waitlist: 1,
      dynoRuns: 0,
    })
    // An's bookings and requests stay for the figures, without An; An's mails and entry go.
    expect(await totals()).toEqual({
      ...before,
      mails: before.mails - own.an.mails.length,
      waitlist: before.waitlist - 1,
    })
    expect(held(await findSubject(t.payload, { email: 'an@example.com' }))).toEqual(nothing)
    const jan = await findSubject(t.payload, { email: 'jan@example.com' })
    expect(held(jan)).toEqual(own.jan)
    expect(jan.bookings[0]).toMatchObject({ customerName: 'Jan de Vries', anonymisedAt: null })
    expect(jan.requests[0]).toMatchObject({ name: 'jan', anonymisedAt: null })
  })

  it('brings addresses and plates stored before the key form into it', async () => {
    const [booking] = own.jan.bookings
    const db = t.payload.db.drizzle
    await db.run(
      sql`UPDATE bookings SET customer_email = 'Jan@Example.COM', license_plate = '16 rsl-9' WHERE id = ${booking}`,
    )
    expect((await findSubject(t.payload, { email: 'jan@example.com' })).bookings).toEqual([])
    await keyFormMigration({ db, payload: t.payload } as unknown as MigrateUpArgs)
    expect(held(await findSubject(t.payload, { email: 'jan@example.com' }))).toEqual(own.jan)
    expect(held(await findSubject(t.payload, { plate: '16RSL9' })).bookings).toEqual([booking])
  })
})
