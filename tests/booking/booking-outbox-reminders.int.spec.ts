import { getPayload } from 'payload'
import { describe, expect, it } from 'vitest'

import { sendDueReminders } from '@/booking/server/reminders'

import { mailsOf, outboxPayload, runJobs } from './outbox-jobs'
import { bookingRequest, comingTuesday } from '../helpers/booking'
import { useFakeTransport } from '../helpers/mail'
import { postBooking } from '../helpers/post-booking'

// Reminders, a booking under a deleted one's id and a restart (last: it replaces the Payload);
// delivery and the mails of staff changes are in booking-outbox-delivery.int.spec.ts.
describe('mail outbox on the Jobs Queue', () => {
  const t = outboxPayload()

  it('sends a reminder at most once, however often the reminder job runs', async () => {
    const fake = useFakeTransport(t.payload)
    const day = comingTuesday(2)
    const answer = await postBooking(
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
    const answer = await postBooking(
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
      const answer = await postBooking(
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
    const answer = await postBooking(
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
