import { afterAll, beforeAll, expect } from 'vitest'

import { bookingRequest, openDemoDay } from '../helpers/booking'
import {
  ensureProductionBuild,
  freshSeededDatabase,
  type ProductionServer,
  STAFF,
  startProductionServer,
} from '../helpers/production-server'
import { type MailServer, startMailServer } from '../helpers/smtp'

/**
 * Every kind of write Payload makes through its REST API, and every hook of ours it runs, while
 * a visitor's booking is posted: on SQLite one writer at a time, so a write that waited for
 * itself (Payload's forgot-password did, for 90 s) held every booking too. Each pair must finish
 * in seconds; 2 s is far above what either needs and far below a wait on the lock.
 */
const BOUND_MS = 2_000

export type Timed = { status: number; ms: number; body: string }

/**
 * A production server on `port` with a mail server, started in the beforeAll of the describe
 * block that calls this and signed in as staff. The objects returned are filled in by beforeAll
 * (they stay the same objects, so a spec can name them from the start).
 */
export function besideABookingSite(port: number) {
  const server = {} as ProductionServer
  const mail = {} as MailServer
  const auth: Record<string, string> = {}
  const user = { id: 0 }
  let day = 0

  const api = (path: string) => `${server.origin}/api/cms${path}`
  const timed = async (request: () => Promise<Response>): Promise<Timed> => {
    const started = Date.now()
    const response = await request()
    return { status: response.status, body: await response.text(), ms: Date.now() - started }
  }
  const json = (method: string, path: string, body?: unknown, headers = auth) =>
    fetch(api(path), {
      method,
      headers: { ...headers, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
  // The bookings spread over the coming three weeks, so no day is full, on days the demo rules
  // open (the first one runs beside the rules write below, which opens Sundays, and the demo
  // keeps its holidays).
  const postBooking = () => {
    const date = openDemoDay(3 + (day++ % 20))
    return fetch(`${server.origin}/api/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(bookingRequest({ appointmentDate: date })),
    })
  }

  /** Runs `write` and a booking side by side; both must be done within the bound. */
  async function besideABooking(write: () => Promise<Response>): Promise<Timed> {
    const [result, booking] = await Promise.all([timed(write), timed(postBooking)])
    expect(booking.status, booking.body).toBe(201)
    expect(booking.ms).toBeLessThan(BOUND_MS)
    expect(result.ms).toBeLessThan(BOUND_MS)
    return result
  }

  beforeAll(async () => {
    ensureProductionBuild()
    Object.assign(mail, await startMailServer())
    const database = freshSeededDatabase()
    Object.assign(
      server,
      await startProductionServer({
        port,
        databaseUrl: database.url,
        env: { SMTP_URL: mail.url, RATE_LIMIT_BOOKINGS: '1000', RATE_LIMIT_AVAILABILITY: '1000' },
      }),
    )
    const login = await json('POST', '/users/login', STAFF, {})
    const body = (await login.json()) as { token: string; user: { id: number } }
    auth.authorization = `JWT ${body.token}`
    user.id = body.user.id
    const everyDay = Object.fromEntries(
      ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [
        d,
        20,
      ]),
    )
    // The booking rules' hooks (closing booked days, the rules cache) beside the first booking.
    const rules = await besideABooking(() =>
      json('POST', '/globals/booking-rules', { placesPerWeekday: everyDay, leadDays: 1 }),
    )
    expect(rules.status, rules.body).toBe(200)
  }, 300_000)

  afterAll(async () => {
    await server.stop?.()
    await mail.stop?.()
  })

  return { mail, auth, user, api, json, besideABooking }
}
