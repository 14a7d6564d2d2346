import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { MAIL_TASK } from '@/booking/mails/outbox'
import { addDays } from '@/kit/format/dates'

import { bookingRequest, bookingSetup, comingTuesday } from '../helpers/booking'
import { startPayload, type TestPayload } from '../helpers/payload'
import { postBooking } from '../helpers/post-booking'

// A Saturday: one place, taken before anyone joins.
const DAY = addDays(comingTuesday(2), 4)

/**
 * A full day's waitlist joined by many, through POST /api/waitlist: each visitor's "you are on
 * the list" mail is queued with their entry. A second visitor under the id of a deleted entry
 * (SQLite reuses a deleted last row's id) met the deleted one's mail key, and was answered 503.
 */
describe('a full day joined by many', () => {
  let t: TestPayload
  let POST: (request: Request) => Promise<Response>

  beforeAll(async () => {
    // Each visitor from their own address behind the proxy, under the hourly limit per client.
    vi.stubEnv('TRUST_PROXY', '1')
    t = await startPayload()
    await bookingSetup(t.payload)
    expect((await postBooking(t.payload, bookingRequest({ appointmentDate: DAY }))).status).toBe(
      201,
    )
    ;({ POST } = await import('@/app/api/waitlist/route'))
  })
  afterAll(async () => {
    vi.unstubAllEnvs()
    await t?.cleanup()
  })

  let client = 0
  const join = async (name: string) => {
    const response = await POST(
      new Request('http://localhost/api/waitlist', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': `198.51.100.${++client}`,
        },
        body: JSON.stringify({
          date: DAY,
          name,
          email: `${name.toLowerCase()}@example.nl`,
          vehicle: 'Audi A4 2.0 TDI',
          locale: 'nl',
        }),
      }),
    )
    return { status: response.status, body: (await response.json()) as { position?: number } }
  }
  /** Each address's "you are on the list" mails, with whether a delivery job waits for it. */
  const joinedMails = async () => {
    const { docs } = await t.payload.find({
      collection: 'booking-mails',
      where: { kind: { equals: 'waitlistJoined' } },
      pagination: false,
      depth: 0,
    })
    const { docs: jobs } = await t.payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: MAIL_TASK } },
      pagination: false,
      depth: 0,
    })
    const queued = new Set(jobs.map((job) => (job.input as { mailId: string }).mailId))
    return docs.map((mail) => ({
      to: mail.to,
      state: mail.state,
      job: queued.has(String(mail.id)),
      position: /nummer (\d+)/.exec(mail.text)?.[1],
    }))
  }
  const mailTo = (name: string, position: number) => ({
    to: `${name.toLowerCase()}@example.nl`,
    state: 'queued',
    job: true,
    position: String(position),
  })
  const visitors = Array.from({ length: 10 }, (_, n) => `Bezoeker${n + 1}`)

  it('puts ten visitors on the list, each with their confirmation queued', async () => {
    for (const [n, name] of visitors.entries())
      expect(await join(name)).toEqual({ status: 201, body: { success: true, position: n + 1 } })
    expect(await joinedMails()).toEqual(
      expect.arrayContaining(visitors.map((name, n) => mailTo(name, n + 1))),
    )
    expect(await joinedMails()).toHaveLength(10)
  })

  it('takes the next visitors after staff deleted entries, the newest among them', async () => {
    const { docs } = await t.payload.find({
      collection: 'waitlist',
      sort: '-createdAt',
      pagination: false,
      depth: 0,
    })
    // The newest entry (its id is the one SQLite hands out next) and one from the middle.
    for (const entry of [docs[0]!, docs[4]!])
      await t.payload.delete({ collection: 'waitlist', id: entry.id, overrideAccess: true })
    expect(await join('Nieuw1')).toEqual({ status: 201, body: { success: true, position: 9 } })
    expect(await join('Nieuw2')).toEqual({ status: 201, body: { success: true, position: 10 } })
    const { docs: after } = await t.payload.find({
      collection: 'waitlist',
      sort: '-createdAt',
      limit: 2,
      depth: 0,
    })
    expect(after.map((entry) => entry.email)).toEqual(['nieuw2@example.nl', 'nieuw1@example.nl'])
    // The first newcomer has the deleted newest entry's id: the case that was refused.
    expect(after[1]!.id).toBe(docs[0]!.id)
    expect(await joinedMails()).toEqual(
      expect.arrayContaining([mailTo('Nieuw1', 9), mailTo('Nieuw2', 10)]),
    )
  })
})
