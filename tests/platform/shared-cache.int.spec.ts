import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { openDemoDay } from '../helpers/booking'
import {
  ensureProductionBuild,
  freshSeededDatabase,
  type ProductionServer,
  staffToken,
  startProductionServer,
} from '../helpers/production-server'
import { type RedisServer, startRedis } from '../helpers/redis'

/**
 * Two production servers on one SQLite file and one Redis (Debian's redis-server on a loopback
 * port): what staff change through one is what visitors of the other see, and bookings spread
 * over both never exceed a day's places.
 */
const REDIS_PORT = 4140
const PORTS = [4141, 4142]
const PLACES = 3

let redis: RedisServer
const servers: ProductionServer[] = []

beforeAll(async () => {
  ensureProductionBuild()
  redis = await startRedis(REDIS_PORT)
  const database = freshSeededDatabase()
  const env = {
    REDIS_URL: redis.url,
    TRUST_PROXY: '1',
    RATE_LIMIT_BOOKINGS: '1000',
  }
  // One after the other: the first applies the migrations and both share the file after that.
  for (const port of PORTS)
    servers.push(await startProductionServer({ port, databaseUrl: database.url, env }))
}, 600_000)

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()))
  await redis?.stop()
})

describe('two app processes sharing Redis', () => {
  it('shows a price changed through one process on the other within 10 s', async () => {
    const [a, b] = servers as [ProductionServer, ProductionServer]
    const token = await staffToken(a.origin)
    const auth = { authorization: `JWT ${token}`, 'content-type': 'application/json' }
    const engines = (await (
      await fetch(`${a.origin}/api/cms/engines?where[path][like]=audi/a4/&limit=1&depth=0`, {
        headers: auth,
      })
    ).json()) as {
      docs: { id: number; path: string }[]
    }
    const engine = engines.docs[0]!
    const page = (origin: string) => fetch(`${origin}/merken/${engine.path}`).then((r) => r.text())
    // Both processes have rendered and cached the page before the edit.
    for (const origin of [a.origin, b.origin]) {
      await page(origin)
      await page(origin)
    }
    const saved = await fetch(`${a.origin}/api/cms/engines/${engine.id}`, {
      method: 'PATCH',
      headers: auth,
      body: JSON.stringify({ price: 4321 }),
    })
    expect(saved.status).toBe(200)
    const started = Date.now()
    // The process that saved shows it first (its revalidation has then reached Redis).
    while (!(await page(a.origin)).includes('€4321') && Date.now() - started < 10_000) {
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
    let shown = ''
    while (!(shown = await page(b.origin)).includes('€4321') && Date.now() - started < 15_000) {
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
    expect(
      Date.now() - started,
      [...shown.matchAll(/€[^<"]{0,10}/g)].map((m) => m[0]).join(' '),
    ).toBeLessThan(10_000)
  })

  it('stores exactly the day’s places from 200 concurrent attempts spread over both', async () => {
    const token = await staffToken(servers[0]!.origin)
    const auth = { authorization: `JWT ${token}`, 'content-type': 'application/json' }
    const rules = await fetch(`${servers[0]!.origin}/api/cms/globals/booking-rules`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({
        placesPerWeekday: {
          monday: PLACES,
          tuesday: PLACES,
          wednesday: PLACES,
          thursday: PLACES,
          friday: PLACES,
          saturday: PLACES,
          sunday: 0,
        },
        leadDays: 1,
        horizonDays: 120,
      }),
    })
    expect(rules.status).toBe(200)
    const date = openDemoDay(3)
    const statuses = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        fetch(`${servers[i % 2]!.origin}/api/bookings`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-forwarded-for': `10.9.${Math.floor(i / 200)}.${i % 200}`,
          },
          body: JSON.stringify({
            appointmentDate: date,
            customerName: `Klant ${i}`,
            customerEmail: `klant${i}@example.nl`,
            customerPhone: '0612345678',
            licensePlate: `BN-${String(i).padStart(3, '0')}-X`,
            termsAccepted: true,
            idempotencyKey: `shared-${i}-${Date.now()}`,
          }),
        }).then(async (response) => {
          await response.arrayBuffer()
          return response.status
        }),
      ),
    )
    expect(statuses.filter((status) => status === 201)).toHaveLength(PLACES)
    // The rest are told the day is full (409), or on a machine this busy, now and then, that
    // SQLite was locked for longer than its busy timeout (503, "try again"): never a fourth place.
    expect(statuses.filter((status) => status !== 201 && status !== 409 && status !== 503)).toEqual(
      [],
    )
    expect(statuses.filter((status) => status === 409).length).toBeGreaterThan(150)
    const stored = (await (
      await fetch(
        `${servers[1]!.origin}/api/cms/bookings?where[appointmentDate][equals]=${date}&limit=0&depth=0`,
        { headers: auth },
      )
    ).json()) as { totalDocs: number }
    expect(stored.totalDocs).toBe(PLACES)
  })
})
