import { _internal_jobSystemGlobals, getPayload, type Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { sendDueReminders } from '@/booking/server/reminders'
import { createBooking } from '@/booking/server/service'

import { bookingRequest, bookingSetup, comingTuesday } from '../helpers/booking'
import { useFakeTransport } from '../helpers/mail'
import { startPayload, type TestPayload } from '../helpers/payload'

const mailsOf = async (payload: Payload, bookingId: number | string) =>
  (
    await payload.find({
      collection: 'booking-mails',
      where: { booking: { equals: bookingId } },
      sort: 'createdAt',
      depth: 0,
    })
  ).docs

/** Runs due jobs the way the runner does, with the clock moved past every backoff. */
async function runJobs(payload: Payload, rounds = 1) {
  for (let i = 0; i < rounds; i++) {
    const later = new Date(Date.now() + (i + 1) * 24 * 3600_000)
    _internal_jobSystemGlobals.getCurrentDate = () => later
    await payload.jobs.run({ limit: 50 })
  }
  _internal_jobSystemGlobals.getCurrentDate = () => new Date()
}

describe('mail outbox on the Jobs Queue', () => {
  let t: TestPayload
  beforeAll(async () => {
    t = await startPayload()
    await bookingSetup(t.payload, 5)
  })
  afterEach(() => {
    _internal_jobSystemGlobals.getCurrentDate = () => new Date()
  })
  afterAll(async () => {
    await t?.cleanup()
  })

  it('has the app mail adapter configured, not Payload console fallback (staff password resets are mailed)', () => {
    expect(t.payload.email.name).toBe('development-log')
  })

  it('answers the visitor without touching the provider, and queues confirmation and workshop notice', async () => {
    const fake = useFakeTransport(t.payload)
    const answer = await createBooking(t.payload, bookingRequest())
    expect(answer.status).toBe(201)
    expect(fake.state.attempts).toBe(0)
    const mails = await mailsOf(t.payload, answer.body.bookingId!)
    expect(mails.map((m) => [m.kind, m.state])).toEqual([
      ['confirmation', 'queued'],
      ['workshop', 'queued'],
    ])
    await runJobs(t.payload)
    expect(fake.delivered.map((m) => m.to).sort()).toEqual([
      'afspraak@chiptuning-nijmegen.nl',
      'jan@example.nl',
    ])
  })

  it('delivers each mail exactly once when the provider fails three times first', async () => {
    const fake = useFakeTransport(t.payload, 3)
    const answer = await createBooking(
      t.payload,
      bookingRequest({ customerEmail: 'down@example.nl' }),
    )
    await runJobs(t.payload, 1)
    let mails = await mailsOf(t.payload, answer.body.bookingId!)
    expect(
      mails.every((m) => m.state === 'queued' && m.lastError === '421 provider unavailable'),
    ).toBe(true)
    await runJobs(t.payload, 4)
    mails = await mailsOf(t.payload, answer.body.bookingId!)
    expect(mails.map((m) => m.state)).toEqual(['sent', 'sent'])
    expect(mails.reduce((sum, m) => sum + (m.attempts ?? 0), 0)).toBe(5) // 3 failures + 2 deliveries
    expect(fake.delivered.filter((m) => m.to === 'down@example.nl')).toHaveLength(1)
    expect(fake.delivered).toHaveLength(2)
    const confirmation = fake.delivered.find((m) => m.to === 'down@example.nl')!
    expect(confirmation.attachments?.[0]?.filename).toBe('afspraak.ics')
    // The manage link went out, and the stored copy no longer holds the token.
    expect(confirmation.text).toMatch(/\/afspraak\/beheren\/[\w-]{43}/)
    expect(mails[0]!.text).not.toMatch(/\/afspraak\/beheren\/[\w-]{43}/)
  })

  it('mails the customer in their language when staff confirm, move and cancel with a reason', async () => {
    const fake = useFakeTransport(t.payload)
    const answer = await createBooking(
      t.payload,
      bookingRequest({ customerEmail: 'de@example.nl', locale: 'de' }),
    )
    const id = answer.body.bookingId!
    // Each change is mailed before the next one, as in the workshop's day.
    await runJobs(t.payload)
    await t.payload.update({ collection: 'bookings', id, data: { status: 'confirmed' } })
    await runJobs(t.payload)
    await t.payload.update({
      collection: 'bookings',
      id,
      data: { appointmentDate: comingTuesday(1) },
    })
    await runJobs(t.payload)
    await t.payload.update({
      collection: 'bookings',
      id,
      data: { status: 'cancelled', cancelReason: 'Werkstatt geschlossen' },
    })
    await runJobs(t.payload)
    const subjects = fake.delivered.filter((m) => m.to === 'de@example.nl').map((m) => m.subject)
    expect(subjects).toHaveLength(4)
    expect(subjects[1]).toMatch(/^Ihr Termin am .* ist bestätigt$/)
    expect(subjects[2]).toMatch(/^Ihr Termin wurde auf .* verschoben$/)
    expect(subjects[3]).toMatch(/^Ihr Termin am .* ist storniert$/)
    expect(fake.delivered.find((m) => m.subject === subjects[3])?.text).toContain(
      'Grund: Werkstatt geschlossen',
    )
  })

  it('sends nothing that says the appointment stands once it is cancelled: a waiting confirmation is withdrawn', async () => {
    const fake = useFakeTransport(t.payload, 1)
    const answer = await createBooking(
      t.payload,
      bookingRequest({ appointmentDate: comingTuesday(6), customerEmail: 'late@example.nl' }),
    )
    const id = answer.body.bookingId!
    // The provider is down for the first try; meanwhile staff cancel.
    await runJobs(t.payload)
    await t.payload.update({ collection: 'bookings', id, data: { status: 'cancelled' } })
    await runJobs(t.payload, 3)
    const subjects = fake.delivered.filter((m) => m.to === 'late@example.nl').map((m) => m.subject)
    expect(subjects).toEqual([expect.stringMatching(/^Uw afspraak op .* is geannuleerd$/)])
    const mails = await mailsOf(t.payload, id)
    expect(mails.find((m) => m.kind === 'confirmation')?.state).toBe('withdrawn')
    // The workshop still hears of the booking it had.
    expect(mails.find((m) => m.kind === 'workshop')?.state).toBe('sent')
  })

  it('mails a confirmation to another day as a move too, and a cancellation with the day the customer had', async () => {
    const fake = useFakeTransport(t.payload)
    const first = comingTuesday(7)
    const answer = await createBooking(
      t.payload,
      bookingRequest({ appointmentDate: first, customerEmail: 'both@example.nl' }),
    )
    const id = answer.body.bookingId!
    await runJobs(t.payload)
    await t.payload.update({
      collection: 'bookings',
      id,
      data: { status: 'confirmed', appointmentDate: comingTuesday(8) },
    })
    await runJobs(t.payload)
    const toCustomer = () => fake.delivered.filter((m) => m.to === 'both@example.nl')
    expect(toCustomer().map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Bevestiging/),
      expect.stringMatching(/is bevestigd$/),
      expect.stringMatching(/^Uw afspraak is verzet naar/),
    ])
    expect(toCustomer()[2]!.attachments?.[0]?.filename).toBe('afspraak.ics')

    const booked = await t.payload.findByID({ collection: 'bookings', id })
    await t.payload.update({
      collection: 'bookings',
      id,
      data: { status: 'cancelled', appointmentDate: comingTuesday(9) },
    })
    await runJobs(t.payload)
    const cancelled = toCustomer()[3]!
    const { longDate } = await import('@/booking/rules/long-date')
    expect(cancelled.subject).toBe(
      `Uw afspraak op ${longDate(booked.appointmentDate, 'nl')} is geannuleerd`,
    )
  })

  it('tells the customer when a cancelled booking is taken back, without the old reason', async () => {
    const fake = useFakeTransport(t.payload)
    const answer = await createBooking(
      t.payload,
      bookingRequest({ appointmentDate: comingTuesday(10), customerEmail: 'back@example.nl' }),
    )
    const id = answer.body.bookingId!
    await t.payload.update({
      collection: 'bookings',
      id,
      data: { status: 'cancelled', cancelReason: 'Onderdeel niet leverbaar' },
    })
    await runJobs(t.payload)
    const back = await t.payload.update({ collection: 'bookings', id, data: { status: 'new' } })
    expect(back.cancelReason ?? null).toBeNull()
    expect(back.placeKey).toMatch(/#\d+$/)
    await runJobs(t.payload)
    const last = fake.delivered.filter((m) => m.to === 'back@example.nl').at(-1)!
    expect(last.subject).toMatch(/^Uw afspraak op .* staat weer gepland$/)
    expect(last.attachments?.[0]?.filename).toBe('afspraak.ics')
  })

  it('lets staff send a mail again: a delivered confirmation with a new manage link that works, in place of the old one', async () => {
    const fake = useFakeTransport(t.payload)
    const answer = await createBooking(
      t.payload,
      bookingRequest({ appointmentDate: comingTuesday(11), customerEmail: 'lost@example.nl' }),
    )
    await runJobs(t.payload)
    const linkIn = (text: string) => /\/afspraak\/beheren\/([\w-]{43})/.exec(text)?.[1]
    const firstLink = linkIn(fake.delivered.find((m) => m.to === 'lost@example.nl')!.text)
    expect(firstLink).toBeDefined()
    const [confirmation] = await mailsOf(t.payload, answer.body.bookingId!)
    await t.payload.update({
      collection: 'booking-mails',
      id: confirmation!.id,
      data: { resend: true },
    })
    await runJobs(t.payload)
    const again = fake.delivered.filter((m) => m.to === 'lost@example.nl')
    expect(again).toHaveLength(2)
    const newLink = linkIn(again[1]!.text)
    expect(newLink).toBeDefined()
    expect(newLink).not.toBe(firstLink)
    const { hashManageToken } = await import('@/booking/server/manage-token')
    const booking = await t.payload.findByID({
      collection: 'bookings',
      id: answer.body.bookingId!,
    })
    expect(booking.manageTokenHash).toBe(hashManageToken(newLink!))
    // Sent, the stored copy again keeps no token.
    expect(linkIn((await mailsOf(t.payload, answer.body.bookingId!))[0]!.text)).toBeUndefined()
  })

  it('sends a reminder at most once, however often the reminder job runs', async () => {
    const fake = useFakeTransport(t.payload)
    const day = comingTuesday(2)
    const answer = await createBooking(
      t.payload,
      bookingRequest({ appointmentDate: day, customerEmail: 'remind@example.nl' }),
    )
    const dayBefore = new Date(`${day}T06:00:00Z`) // Monday: 07:00 or 08:00 in Nijmegen, before the day begins
    dayBefore.setUTCDate(dayBefore.getUTCDate() - 1)
    dayBefore.setUTCHours(12)
    expect(await sendDueReminders(t.payload, new Date(dayBefore.getTime() - 24 * 3600_000))).toBe(0)
    const runs = await Promise.all([
      sendDueReminders(t.payload, dayBefore),
      sendDueReminders(t.payload, dayBefore),
    ])
    expect(runs.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1)
    expect(await sendDueReminders(t.payload, dayBefore)).toBe(0)
    await runJobs(t.payload)
    const reminders = (await mailsOf(t.payload, answer.body.bookingId!)).filter(
      (m) => m.kind === 'reminder',
    )
    expect(reminders).toHaveLength(1)
    expect(
      fake.delivered.filter(
        (m) => m.to === 'remind@example.nl' && m.subject.startsWith('Herinnering'),
      ),
    ).toHaveLength(1)

    // Moved after its reminder went out: it is reminded of the new day, once.
    const later = comingTuesday(3)
    await t.payload.update({
      collection: 'bookings',
      id: answer.body.bookingId!,
      data: { appointmentDate: later },
    })
    const dayBeforeLater = new Date(dayBefore.getTime() + 7 * 24 * 3600_000)
    expect(await sendDueReminders(t.payload, dayBeforeLater)).toBe(1)
    expect(await sendDueReminders(t.payload, dayBeforeLater)).toBe(0)
    await runJobs(t.payload)
    expect(
      (await mailsOf(t.payload, answer.body.bookingId!)).filter((m) => m.kind === 'reminder'),
    ).toHaveLength(2)
  })

  it('does not remind again a booking reminded under an older key', async () => {
    const day = comingTuesday(5)
    const answer = await createBooking(
      t.payload,
      bookingRequest({ appointmentDate: day, customerEmail: 'eerder@example.nl' }),
    )
    const dayBefore = new Date(`${day}T12:00:00Z`)
    dayBefore.setUTCDate(dayBefore.getUTCDate() - 1)
    // Queued this morning by the release before, whose key named only the booking.
    await t.payload.create({
      collection: 'booking-mails',
      overrideAccess: true,
      data: {
        booking: answer.body.bookingId as number,
        kind: 'reminder',
        key: `${answer.body.bookingId}:reminder`,
        to: 'eerder@example.nl',
        subject: 'Herinnering',
        text: 'Tot morgen',
        state: 'sent',
        attempts: 1,
        createdAt: new Date(dayBefore.getTime() - 2 * 3600_000).toISOString(),
      },
    })
    expect(await sendDueReminders(t.payload, dayBefore)).toBe(0)
  })

  it('keeps and confirms a booking stored under the id of a deleted one', async () => {
    const day = comingTuesday(4)
    const stored = async (email: string) => {
      const answer = await createBooking(
        t.payload,
        bookingRequest({ appointmentDate: day, customerEmail: email }),
      )
      expect(answer.status).toBe(201)
      const id = answer.body.bookingId!
      const doc = await t.payload.findByID({
        collection: 'bookings',
        id,
        depth: 0,
        disableErrors: true,
      })
      expect(doc?.customerEmail).toBe(email)
      expect((await mailsOf(t.payload, id)).map((m) => m.kind).sort()).toEqual([
        'confirmation',
        'workshop',
      ])
      return id
    }

    // Removed without its mails (straight from the database): the next booking gets its id
    // (SQLite reuses the last row's id) and must not meet the old mails' keys.
    const first = await stored('eerste@example.nl')
    await t.payload.db.deleteOne({ collection: 'bookings', where: { id: { equals: first } } })
    expect(await stored('tweede@example.nl')).toBe(first)

    // Deleted by staff: its mails go with it.
    await t.payload.delete({ collection: 'bookings', id: first })
    expect(await mailsOf(t.payload, first)).toEqual([])
    expect(await stored('derde@example.nl')).toBe(first)
  })

  it('sends what was queued before a restart', async () => {
    const answer = await createBooking(
      t.payload,
      bookingRequest({ customerEmail: 'restart@example.nl' }),
    )
    // The process dies before its runner picked the jobs up; a new one opens the same database.
    await t.payload.destroy()
    // The config is read only now: startPayload has set up the environment it depends on.
    const { default: config } = await import('@payload-config')
    const restarted = await getPayload({ config, key: 'restarted' })
    t.payload = restarted
    const fake = useFakeTransport(restarted)
    await runJobs(restarted)
    expect(fake.delivered.filter((m) => m.to === 'restart@example.nl')).toHaveLength(1)
    expect((await mailsOf(restarted, answer.body.bookingId!)).map((m) => m.state)).toEqual([
      'sent',
      'sent',
    ])
  })
})
