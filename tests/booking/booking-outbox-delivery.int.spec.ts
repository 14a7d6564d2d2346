import { describe, expect, it } from 'vitest'

import { mailsOf, outboxPayload, runJobs } from './outbox-jobs'
import { bookingRequest, comingTuesday } from '../helpers/booking'
import { useFakeTransport } from '../helpers/mail'
import { postBooking } from '../helpers/post-booking'

// Delivery, retries, the mails of staff changes and a mail sent again; reminders, reused ids
// and restarts are in booking-outbox-reminders.int.spec.ts.
describe('mail outbox on the Jobs Queue', () => {
  const t = outboxPayload()

  it('has the app mail adapter configured, not Payload console fallback (staff password resets are mailed)', () => {
    expect(t.payload.email.name).toBe('development-log')
  })

  it('answers the visitor without touching the provider, and queues confirmation and workshop notice', async () => {
    const fake = useFakeTransport(t.payload)
    const answer = await postBooking(t.payload, bookingRequest({ customerEmail: 'jan@example.nl' }))
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
    const answer = await postBooking(
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
    const answer = await postBooking(
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
    const answer = await postBooking(
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
    const answer = await postBooking(
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
    const { longDate } = await import('@/kit/format/long-date')
    expect(cancelled.subject).toBe(
      `Uw afspraak op ${longDate(booked.appointmentDate, 'nl')} is geannuleerd`,
    )
  })

  it('tells the customer when a cancelled booking is taken back, without the old reason', async () => {
    const fake = useFakeTransport(t.payload)
    const answer = await postBooking(
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
    const answer = await postBooking(
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
    // The HTML part is written anew too: it links the new address, and keeps the sender's lines.
    expect(again[1]!.html).toMatch(new RegExp(`href="[^"]*${newLink}"`))
    expect(again[1]!.text).toBe(again[1]!.text.trimEnd())
    expect(again[1]!.text).toContain('\n--\n')
    const { hashManageToken } = await import('@/booking/server/manage-token')
    const booking = await t.payload.findByID({
      collection: 'bookings',
      id: answer.body.bookingId!,
    })
    expect(booking.manageTokenHash).toBe(hashManageToken(newLink!))
    // Sent, the stored copy again keeps no token.
    expect(linkIn((await mailsOf(t.payload, answer.body.bookingId!))[0]!.text)).toBeUndefined()
  })
})
