import http from 'node:http'

import autocannon from 'autocannon'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { addDays, workshopToday } from '@/booking/rules/dates'

import { bookingRequest } from '../helpers/booking'
import { type Nginx, startNginx } from '../helpers/nginx'
import {
  ensureProductionBuild,
  freshSeededDatabase,
  type ProductionServer,
  STAFF,
  staffToken,
  startProductionServer,
} from '../helpers/production-server'
import { type RedisServer, startRedis } from '../helpers/redis'
import { addressedTo, type MailServer, startMailServer } from '../helpers/smtp'

/**
 * The compose `scale` topology with the real parts on loopback: Debian's nginx with the
 * repository's template in front of two app processes, a worker that runs the Jobs Queue (the
 * same build, as compose runs the same image), all on one SQLite file, Debian's redis-server
 * for what they share, and a real SMTP server as the mail provider.
 */
const PORTS = { redis: 4160, a: 4161, b: 4162, worker: 4163, nginx: 4164 }
const BOOKINGS_PER_MINUTE = 10

let redis: RedisServer
let mail: MailServer
let nginx: Nginx
let a: ProductionServer
let b: ProductionServer
let worker: ProductionServer
let databaseUrl: string
let auth: Record<string, string>

const shared = () => ({
  REDIS_URL: redis.url,
  SMTP_URL: mail.url,
  MAIL_FROM: 'Chiptuning Nijmegen <afspraak@chiptuning-nijmegen.nl>',
})
const startApp = (port: number) =>
  startProductionServer({
    port,
    databaseUrl,
    env: { ...shared(), TRUST_PROXY: '1', JOBS_AUTORUN: '0' },
  })
const startWorker = () =>
  startProductionServer({
    port: PORTS.worker,
    databaseUrl,
    env: { ...shared(), JOBS_AUTORUN: '1', APP_ORIGIN: `http://127.0.0.1:${PORTS.a}` },
  })

/** A JSON POST from a chosen loopback address (nginx sees it as the client's address). */
function post(url: string, body: unknown, headers: Record<string, string> = {}, from?: string) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const data = JSON.stringify(body)
    const request = http.request(
      url,
      {
        method: 'POST',
        localAddress: from,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(data),
          ...headers,
        },
      },
      (response) => {
        let text = ''
        response.on('data', (chunk: Buffer) => (text += chunk.toString()))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }))
      },
    )
    request.on('error', reject)
    request.end(data)
  })
}

let day = 0
/** A booking on one of the next 20 days (the booking rules below give each 20 places). */
const booking = (email: string) =>
  bookingRequest({
    appointmentDate: addDays(workshopToday(new Date()), 2 + (day++ % 20)),
    customerEmail: email,
    customerName: `Klant ${email.split('@')[0]}`,
  })

beforeAll(async () => {
  ensureProductionBuild()
  redis = await startRedis(PORTS.redis)
  mail = await startMailServer()
  databaseUrl = freshSeededDatabase().url
  // The first process applies the migrations; the others share the file after that.
  a = await startApp(PORTS.a)
  b = await startApp(PORTS.b)
  worker = await startWorker()
  nginx = await startNginx({
    port: PORTS.nginx,
    upstream: `127.0.0.1:${PORTS.a};\n    server 127.0.0.1:${PORTS.b}`,
  })
  auth = { authorization: `JWT ${await staffToken(a.origin)}` }
  const everyDay = Object.fromEntries(
    ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [
      d,
      20,
    ]),
  )
  const rules = await post(
    `${a.origin}/api/cms/globals/booking-rules`,
    { placesPerWeekday: everyDay, leadDays: 1, closedDates: [] },
    auth,
  )
  expect(rules.status, rules.text).toBe(200)
}, 600_000)

afterAll(async () => {
  await nginx?.stop()
  for (const server of [worker, b, a])
    if (server && server.child.exitCode === null) await server.stop()
  await mail?.stop()
  await redis?.stop()
})

describe('three processes as one site', () => {
  it('accepts exactly the limit of bookings from one client, whichever process takes them', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 30; i++) {
      const answer = await post(`${nginx.origin}/api/bookings`, booking(`limit-${i}@example.nl`))
      statuses.push(answer.status)
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(BOOKINGS_PER_MINUTE)
    expect(statuses.filter((status) => status === 429)).toHaveLength(30 - BOOKINGS_PER_MINUTE)
  })

  it('counts failed staff logins of one address as one, and another address still signs in', async () => {
    const wrong = { email: STAFF.email, password: 'not-the-password' }
    const statuses: number[] = []
    for (let i = 0; i < 12; i++) {
      const server = i % 2 ? b : a
      const answer = await post(`${server.origin}/api/cms/users/login`, wrong, {
        // What nginx appends for the connection it accepted (TRUST_PROXY=1).
        'x-forwarded-for': '203.0.113.7',
      })
      statuses.push(answer.status)
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, ...Array(7).fill(429)])
    const elsewhere = await post(`${b.origin}/api/cms/users/login`, STAFF, {
      'x-forwarded-for': '198.51.100.20',
    })
    expect(elsewhere.status).toBe(200)
    // The account itself is not locked: only the address that failed is held back.
    const again = await post(`${a.origin}/api/cms/users/login`, STAFF, {
      'x-forwarded-for': '203.0.113.7',
    })
    expect(again.status).toBe(429)
  })

  it('shows a price changed through one process on the other and through nginx within 10 s', async () => {
    const engines = (await (await fetch(`${a.origin}/api/cms/engines?limit=1&depth=0`)).json()) as {
      docs: { id: number; path: string; price: number }[]
    }
    const engine = engines.docs[0]!
    const page = `/merken/${engine.path}`
    await fetch(`${b.origin}${page}`)
    const price = engine.price + 17
    const changed = await fetch(`${a.origin}/api/cms/engines/${engine.id}`, {
      method: 'PATCH',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ price }),
    })
    expect(changed.status).toBe(200)
    const shows = async (origin: string) => {
      for (const started = Date.now(); Date.now() - started < 10_000;) {
        if ((await (await fetch(`${origin}${page}`)).text()).includes(String(price))) return true
        await new Promise((resolve) => setTimeout(resolve, 250))
      }
      return false
    }
    expect(await shows(b.origin)).toBe(true)
    expect(await shows(nginx.origin)).toBe(true)
  })

  it('delivers every confirmation exactly once, with its invite, when the worker is killed half way', async () => {
    const customers = Array.from({ length: 40 }, (_, i) => `mail-${i}@example.nl`)
    // The provider takes a while: the worker is killed with mails in its hands.
    mail.delayBy(1_500)
    for (const [i, email] of customers.entries()) {
      const server = i % 2 ? b : a
      const answer = await post(`${server.origin}/api/bookings`, booking(email), {
        'x-forwarded-for': `192.0.2.${i + 1}`,
      })
      expect(answer.status, answer.text).toBe(201)
    }
    const confirmations = () =>
      mail.received.filter((m) => customers.some((email) => addressedTo(m, email)))
    // Killed while it waits for the provider's answer to mails it has sent, and not in the
    // moment between an answer and its record (no system can tell that moment apart: a mail
    // then goes out again under its Message-ID, which mail programs show once).
    const midDelivery = () => {
      const { pending, lastAcceptedAt } = mail.inHand()
      return confirmations().length >= 10 && pending > 0 && Date.now() - lastAcceptedAt > 1_000
    }
    for (let waited = 0; !midDelivery() && waited < 90_000; waited += 100)
      await new Promise((resolve) => setTimeout(resolve, 100))
    expect(midDelivery()).toBe(true)
    expect(await worker.stop('SIGKILL')).toBeNull()
    const atKill = confirmations().length
    expect(atKill).toBeLessThan(40)
    mail.delayBy(0)
    worker = await startWorker()
    for (let waited = 0; confirmations().length < 40 && waited < 120_000; waited += 500)
      await new Promise((resolve) => setTimeout(resolve, 500))
    // A few seconds more: a mail sent twice would show up now.
    await new Promise((resolve) => setTimeout(resolve, 6_000))
    const received = confirmations()
    console.log(
      `confirmations: ${atKill} before the worker was killed, ${received.length} in all, ${new Set(received.map((m) => m.messageId)).size} distinct`,
    )
    for (const email of customers) {
      const theirs = received.filter((m) => addressedTo(m, email))
      expect(theirs, email).toHaveLength(1)
      expect(theirs[0]!.messageId).toMatch(/^<booking-mail-\d+@chiptuning-nijmegen\.nl>$/)
      expect(theirs[0]!.attachments.some((file) => file.contentType === 'text/calendar')).toBe(true)
    }
  }, 300_000)

  it('loses no booking and answers no 5xx beyond those in flight when an app process is killed under load', async () => {
    type LoadResult = Parameters<Parameters<typeof autocannon>[1]>[1]
    const load = new Promise<LoadResult>((resolve, reject) =>
      autocannon(
        { url: `${nginx.origin}/merken`, connections: 10, duration: 20 },
        (error, result) => (error ? reject(error) : resolve(result)),
      ),
    )
    const answers: { email: string; status: number }[] = []
    let killed = false
    const bookings = (async () => {
      for (let i = 0; i < 40; i++) {
        if (i === 10) {
          killed = true
          void b.stop('SIGKILL')
        }
        const email = `load-${i}@example.nl`
        // Each from its own loopback address, as many visitors are (nginx's X-Forwarded-For).
        const answer = await post(
          `${nginx.origin}/api/bookings`,
          booking(email),
          {},
          `127.0.0.${10 + i}`,
        ).catch(() => ({ status: 0, text: '' }))
        answers.push({ email, status: answer.status })
        await new Promise((resolve) => setTimeout(resolve, 250))
      }
    })()
    const [result] = await Promise.all([load, bookings])
    expect(killed).toBe(true)
    console.log(
      `under load: ${result['2xx']} pages 2xx, ${result['5xx']} 5xx, ${result.errors} errors; bookings ${answers.map((x) => x.status).join(',')}`,
    )
    // At most the requests the killed process held (10 connections); nginx retries the rest.
    expect(result['5xx'] + result.errors).toBeLessThanOrEqual(10)
    const failed = answers.filter((x) => x.status !== 201)
    expect(failed.length).toBeLessThanOrEqual(1)
    const stored = (await (
      await fetch(
        `${a.origin}/api/cms/bookings?where[customerEmail][like]=load-&limit=100&depth=0`,
        {
          headers: auth,
        },
      )
    ).json()) as { docs: { customerEmail: string }[] }
    const storedEmails = new Set(stored.docs.map((doc) => doc.customerEmail))
    // Every booking answered 201 is stored.
    for (const answer of answers.filter((x) => x.status === 201))
      expect(storedEmails.has(answer.email), answer.email).toBe(true)
  }, 120_000)
})
