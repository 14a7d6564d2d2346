import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { bookingRequest, openDemoDay } from '../helpers/booking'
import {
  ensureProductionBuild,
  freshSeededDatabase,
  type ProductionServer,
  startProductionServer,
} from '../helpers/production-server'
import { type MailServer, startMailServer } from '../helpers/smtp'
import { jobsOf, rowsIn, timedStop, until } from '../helpers/stopping'

const PORT = 4681
const BOOKINGS = 12

/** Open days of the demo rules, one booking each: no day runs out of places. */
function distinctOpenDays(count: number): string[] {
  const days: string[] = []
  for (let ahead = 2; days.length < count; ahead++) {
    const day = openDemoDay(ahead)
    if (!days.includes(day)) days.push(day)
  }
  return days
}

/**
 * SIGTERM while the outbox hands booking mails to a slow SMTP server: the process exits within
 * Docker's 10 s with code 0 after the mails in hand got their answer and their record, and the
 * server started again on the same database sends the rest: every mail once, none lost.
 */
describe('stopping a production server in the middle of a mail batch', () => {
  let databaseUrl = ''
  let mail: MailServer
  let server: ProductionServer | undefined
  beforeAll(async () => {
    ensureProductionBuild()
    databaseUrl = freshSeededDatabase().url
    mail = await startMailServer()
  }, 600_000)
  afterAll(async () => {
    if (server?.child.exitCode === null) await timedStop(server)
    await mail?.stop()
  })

  const start = () =>
    startProductionServer({
      port: PORT,
      databaseUrl,
      env: {
        SMTP_URL: mail.url,
        MAIL_FROM: 'Chiptuning Nijmegen <afspraak@chiptuning-nijmegen.nl>',
        PAGE_WARMING: '0',
        RATE_LIMIT_BOOKINGS: '100',
      },
    })
  const outbox = () =>
    rowsIn<{ id: number; state: string }>(databaseUrl, 'SELECT id, state FROM booking_mails')

  it('finishes the mails in hand, exits within 10 s with code 0, and the restart sends the rest once', async () => {
    server = await start()
    // The provider takes 3 s to answer each mail.
    mail.delayBy(3_000)
    for (const [i, day] of distinctOpenDays(BOOKINGS).entries()) {
      const response = await fetch(`${server.origin}/api/bookings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(
          bookingRequest({ appointmentDate: day, customerEmail: `stop-${i}@example.nl` }),
        ),
      })
      expect(response.status, await response.text()).toBe(201)
    }
    // Stopped while the provider holds mails it has not yet answered.
    expect(await until(() => mail.inHand().pending > 0, 30_000)).toBe(true)
    const inHand = mail.inHand().pending
    const before = mail.received.length
    const stopped = await timedStop(server)
    expect(stopped).toMatchObject({ code: 0, killed: false })
    expect(stopped.ms).toBeLessThan(10_000)
    // The mails in hand were answered and recorded before the exit; no job is left running.
    expect(mail.received.length).toBeGreaterThanOrEqual(before + inHand)
    expect((await jobsOf(databaseUrl, 'sendBookingMail')).filter((j) => j.processing)).toEqual([])
    const sentAtStop = (await outbox()).filter((m) => m.state === 'sent').length
    expect(sentAtStop).toBe(mail.received.length)
    console.log(
      `stopped in ${stopped.ms} ms: ${before} mails sent before, ${inHand} in hand, ${sentAtStop} sent at the exit`,
    )

    mail.delayBy(0)
    server = await start()
    const all = (await outbox()).length
    expect(all).toBe(BOOKINGS * 2) // the customer's confirmation and the workshop's notice
    expect(await until(() => mail.received.length >= all, 60_000)).toBe(true)
    // A few seconds more: a mail sent twice would show up now.
    await new Promise((resolve) => setTimeout(resolve, 6_000))
    const ids = mail.received.map((m) => m.messageId)
    expect(new Set(ids).size).toBe(ids.length)
    expect(ids.sort()).toEqual(
      (await outbox()).map((m) => `<booking-mail-${m.id}@chiptuning-nijmegen.nl>`).sort(),
    )
    expect((await outbox()).every((m) => m.state === 'sent')).toBe(true)
    const restarted = await timedStop(server)
    expect(restarted).toMatchObject({ code: 0, killed: false })
  }, 240_000)
})
