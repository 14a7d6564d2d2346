import { describe, expect, it } from 'vitest'

import { booking, post, scaleSite } from './scale-site'
import { STAFF } from '../helpers/production-server'

/**
 * The compose `scale` topology (scale-site.ts): limits, sign-in and cached pages shared by the
 * processes. Killed processes are in scale-topology-failover.int.spec.ts.
 */
const PORTS = { redis: 4165, a: 4166, b: 4167, worker: 4168, nginx: 4169 }
const BOOKINGS_PER_MINUTE = 10

const { nginx, a, b, auth } = scaleSite(PORTS)

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
})
