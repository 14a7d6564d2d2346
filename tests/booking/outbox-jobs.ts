import { _internal_jobSystemGlobals, type Payload } from 'payload'
import { afterAll, afterEach, beforeAll } from 'vitest'

import { bookingSetup } from '../helpers/booking'
import { startPayload, type TestPayload } from '../helpers/payload'
import { type MailServer, startMailServer } from '../helpers/smtp'

/** What the booking outbox specs share: the mails of a booking and the Jobs Queue runner. */

export const mailsOf = async (payload: Payload, bookingId: number | string) =>
  (
    await payload.find({
      collection: 'booking-mails',
      where: { booking: { equals: bookingId } },
      sort: 'createdAt',
      depth: 0,
    })
  ).docs

/** Runs due jobs the way the runner does, with the clock moved past every backoff. */
export async function runJobs(payload: Payload, rounds = 1) {
  for (let i = 0; i < rounds; i++) {
    const later = new Date(Date.now() + (i + 1) * 24 * 3600_000)
    _internal_jobSystemGlobals.getCurrentDate = () => later
    await payload.jobs.run({ limit: 50 })
  }
  _internal_jobSystemGlobals.getCurrentDate = () => new Date()
}

/**
 * A Payload of its own for the describe block that calls this, with 5 places on Tuesdays and
 * the real clock back after each test. The object is filled in by beforeAll.
 */
export function outboxPayload(): TestPayload {
  const t = {} as TestPayload
  beforeAll(async () => {
    Object.assign(t, await startPayload())
    await bookingSetup(t.payload, 5)
  })
  afterEach(() => {
    _internal_jobSystemGlobals.getCurrentDate = () => new Date()
  })
  afterAll(async () => {
    await t.cleanup?.()
  })
  return t
}

/**
 * A Payload of its own whose outbox delivers to a real SMTP server on loopback (SMTP_URL), with
 * `tuesday` places on Tuesdays: mails as a customer's mail program reads them. Filled in by
 * beforeAll.
 */
export function deliveringPayload(tuesday = 2): { t: TestPayload; mail: MailServer } {
  const setup = { t: {} as TestPayload, mail: {} as MailServer }
  beforeAll(async () => {
    Object.assign(setup.mail, await startMailServer())
    process.env.SMTP_URL = setup.mail.url
    Object.assign(setup.t, await startPayload())
    await bookingSetup(setup.t.payload, tuesday)
  }, 120_000)
  afterAll(async () => {
    delete process.env.SMTP_URL
    await setup.t.cleanup?.()
    await setup.mail.stop?.()
  })
  return setup
}
