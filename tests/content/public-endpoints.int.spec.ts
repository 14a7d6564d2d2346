import fs from 'node:fs'

import { afterEach, describe, expect, it, vi } from 'vitest'

/** The variables of the quick start's .env: `.env.example` as `npm start` copies it. */
function quickStartEnv(): Record<string, string> {
  const values: Record<string, string> = {}
  for (const line of fs.readFileSync('.env.example', 'utf8').split('\n')) {
    const match = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line)
    if (match) values[match[1]!] = match[2]!
  }
  return values
}

const saved = { ...process.env }
afterEach(() => {
  for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key]
  Object.assign(process.env, saved)
  vi.resetModules()
})

/** The availability route as a server with this environment loads it. */
async function availabilityRoute(env: Record<string, string>) {
  Object.assign(process.env, env)
  vi.resetModules()
  return import('@/app/api/availability/route')
}

// A date the route refuses before it asks the database: the rate limit is counted first.
const check = (
  route: { POST: (request: Request) => Promise<Response> },
  headers: Record<string, string> = {},
) =>
  route.POST(
    new Request('http://localhost/api/availability', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ date: 'not-a-date' }),
    }),
  )

describe('the availability endpoint with the quick-start .env', () => {
  it('allows 60 checks a minute: an empty RATE_LIMIT_AVAILABILITY= is the default, not 0', async () => {
    const env = quickStartEnv()
    expect(env.RATE_LIMIT_AVAILABILITY).toBe('')
    const route = await availabilityRoute(env)
    const statuses: number[] = []
    for (let i = 0; i < 61; i++) statuses.push((await check(route)).status)
    expect(statuses.slice(0, 60).every((status) => status === 400)).toBe(true)
    expect(statuses[60]).toBe(429)
  })
})

describe('client addresses behind the proxy (TRUST_PROXY=1)', () => {
  it('counts by the address the proxy appended, whatever the client put in front of it', async () => {
    const route = await availabilityRoute({ TRUST_PROXY: '1', RATE_LIMIT_AVAILABILITY: '3' })
    const statuses: number[] = []
    // One client sends a new made-up address every time; nginx appends the real one.
    for (let i = 0; i < 5; i++)
      statuses.push((await check(route, { 'x-forwarded-for': `10.0.0.${i}, 203.0.113.7` })).status)
    expect(statuses).toEqual([400, 400, 400, 429, 429])
    // Another visitor behind the same proxy still gets in.
    expect((await check(route, { 'x-forwarded-for': '198.51.100.9' })).status).toBe(400)
  })

  it('believes no header without a proxy in front', async () => {
    const route = await availabilityRoute({ RATE_LIMIT_AVAILABILITY: '2' })
    const statuses: number[] = []
    for (let i = 0; i < 3; i++)
      statuses.push(
        (await check(route, { 'x-forwarded-for': `10.0.0.${i}`, 'x-real-ip': `10.0.1.${i}` }))
          .status,
      )
    expect(statuses).toEqual([400, 400, 429])
  })
})
