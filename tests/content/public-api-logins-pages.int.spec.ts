import { describe, expect, it } from 'vitest'

import { publicApiServer } from './public-api-server'
import { STAFF, staffToken } from '../helpers/production-server'

/**
 * The public API probed from outside: staff logins, forms posted to pages and a booking's own
 * page. Malformed addresses, the page cache, logs, GraphQL and large uploads are in
 * public-api-probes.int.spec.ts.
 */
const APP_PORT = 4117

const { app, direct } = publicApiServer(APP_PORT)

const login = (email: string, password: string, address: string) =>
  direct('/api/cms/users/login', {
    method: 'POST',
    address,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })

describe('the public API, probed from outside', () => {
  it('throttles staff logins per address before the account lockout, with Secure cookies', async () => {
    const attacker = '203.0.113.66'
    const statuses: number[] = []
    for (let i = 0; i < 7; i++)
      statuses.push((await login(STAFF.email, 'wrong-password', attacker)).status)
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429])
    // In the admin's language: Dutch unless the browser asks for English or German.
    const refusal = async (language?: string) => {
      const answer = await direct('/api/cms/users/login', {
        method: 'POST',
        address: attacker,
        headers: {
          'content-type': 'application/json',
          ...(language ? { 'accept-language': language } : {}),
        },
        body: JSON.stringify({ email: STAFF.email, password: 'wrong-password' }),
      })
      expect(answer.status).toBe(429)
      return JSON.stringify(await answer.json())
    }
    expect(await refusal()).toContain('Te veel pogingen vanaf dit adres')
    expect(await refusal('de-DE,de;q=0.9')).toContain('Zu viele Versuche von dieser Adresse')
    expect(await refusal('en-GB')).toContain('Too many attempts from this address')
    const staffLogin = await login(STAFF.email, STAFF.password, '198.51.100.20')
    expect(staffLogin.status).toBe(200)
    expect(staffLogin.headers.get('set-cookie')).toMatch(/payload-token=[^;]+;.*\bSecure\b/i)
  })

  it('answers unknown and known accounts in the same time', async () => {
    const timed = async (email: string, address: string) => {
      const started = performance.now()
      await login(email, 'wrong-password', address)
      return performance.now() - started
    }
    const known: number[] = []
    const unknown: number[] = []
    for (let i = 0; i < 5; i++) {
      known.push(await timed(STAFF.email, `198.51.100.${40 + i}`))
      unknown.push(await timed(`nobody-${i}@example.com`, `198.51.100.${50 + i}`))
    }
    // The fastest of each: other work on the machine only ever adds time, so the minimum is
    // what the login itself costs (a hash of 600,000 rounds; without it, a few milliseconds).
    expect(Math.min(...unknown)).toBeGreaterThan(Math.min(...known) * 0.6)
  })
})

describe('a form posted to a page', () => {
  const post = (path: string, origin: string | null, init: RequestInit = {}) =>
    direct(path, {
      method: 'POST',
      redirect: 'manual',
      ...init,
      headers: { ...(origin === null ? {} : { origin }), ...(init.headers ?? {}) },
    })
  const action = { headers: { 'next-action': '7f00', 'content-type': 'text/plain' }, body: '[]' }

  it('from another site is refused with 403 in the page language, before Next answers 500', async () => {
    const manage = await post(
      `/afspraak/beheren/${'A'.repeat(43)}`,
      'https://elders.example',
      action,
    )
    expect(manage.status).toBe(403)
    expect(manage.headers.get('cache-control')).toBe('private, no-store')
    expect(await manage.text()).toContain('niet vanaf onze website verstuurd')

    const form = new FormData()
    form.set('$ACTION_ID_7f00', '')
    const sandboxed = await post('/en/contact', 'null', { body: form })
    expect(sandboxed.status).toBe(403)
    expect(await sandboxed.text()).toContain('not sent from our website')
  })

  it('from the site itself still reaches Next, which refuses an unknown action with 400', async () => {
    expect((await post('/contact', app.origin, action)).status).toBe(400)
    expect((await post('/contact', null, action)).status).toBe(400)
  })
})

describe('a booking’s own page, reached by its manage link', () => {
  const page = async (path: string, address = '198.51.100.70') => {
    const response = await direct(path, { address })
    return { status: response.status, html: await response.text(), response }
  }

  it('answers an unknown link with 404 and says so in words, without script', async () => {
    const nl = await page(`/afspraak/beheren/${'A'.repeat(43)}`)
    expect(nl.status).toBe(404)
    expect(nl.html).toContain('Deze link werkt niet (meer)')
    const en = await page(`/en/afspraak/beheren/${'A'.repeat(43)}`)
    expect(en.status).toBe(404)
    expect(en.html).toContain('This link does not work (any more)')
  })

  it('answers a client that tries too many links with 429, in its language, and no one else', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 31; i++)
      statuses.push((await page(`/de/afspraak/beheren/guess-${i}`, '203.0.113.77')).status)
    expect(statuses.slice(0, 30).every((status) => status === 404)).toBe(true)
    expect(statuses[30]).toBe(429)
    const limited = await page('/de/afspraak/beheren/guess-31', '203.0.113.77')
    expect(limited.status).toBe(429)
    expect(limited.response.headers.get('retry-after')).toBe('60')
    expect(limited.html).toContain('zu oft aufgerufen')
    expect((await page('/afspraak/beheren/guess-0', '203.0.113.78')).status).toBe(404)
  })

  it('counts the dyno report’s PDF address, which holds the same token, with the pages', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 31; i++)
      statuses.push((await page(`/api/dyno/report/guess-${i}`, '203.0.113.79')).status)
    expect(statuses.slice(0, 30).every((status) => status === 404)).toBe(true)
    expect(statuses[30]).toBe(429)
    const limited = await page('/afspraak/beheren/guess-31', '203.0.113.79')
    expect(limited.status).toBe(429)
    const other = await page('/api/dyno/report/guess-0', '203.0.113.80')
    expect(other.status).toBe(404)
    expect(other.response.headers.get('cache-control')).toContain('no-store')
  })

  it('names why a move was refused: a closed day with its reason, a date that does not exist', async () => {
    const address = '198.51.100.71'
    let day = ''
    for (let i = 3; i < 60 && !day; i++) {
      const date = new Date(Date.now() + i * 86_400_000).toISOString().slice(0, 10)
      const answer = await direct('/api/availability', {
        method: 'POST',
        address,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ date }),
      })
      if (((await answer.json()) as { available: boolean }).available) day = date
    }
    const email = `manage-int-${Date.now()}@example.nl`
    const booked = await direct('/api/bookings', {
      method: 'POST',
      address,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        appointmentDate: day,
        customerName: 'Ilse de Boer',
        customerEmail: email,
        customerPhone: '0612345678',
        licensePlate: 'GH-456-J',
        termsAccepted: true,
        idempotencyKey: `manage-int-${Date.now()}`,
      }),
    })
    expect(booked.status).toBe(201)
    const auth = { Authorization: `JWT ${await staffToken(app.origin)}` }
    const mails = await direct(
      `/api/cms/booking-mails?where[to][equals]=${encodeURIComponent(email)}&where[kind][equals]=confirmation&depth=0`,
      { headers: auth },
    )
    const [mail] = ((await mails.json()) as { docs: { text: string }[] }).docs
    const path = new URL(/https?:\/\/\S+\/afspraak\/beheren\/[\w-]{43}/.exec(mail!.text)![0])
      .pathname
    const saved = await direct('/api/cms/globals/booking-rules', {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ closedDates: [{ from: '2027-12-24', reason: 'Kerstvakantie' }] }),
    })
    expect(saved.status).toBe(200)

    const closed = await page(`${path}?error=unavailable&reason=closed&date=2027-12-24`)
    expect(closed.status).toBe(200)
    expect(closed.response.headers.get('cache-control')).toBe('private, no-store')
    expect(closed.html).toContain('Op deze dag zijn wij gesloten (Kerstvakantie).')
    const invalid = await page(`${path}?error=invalid-date`)
    expect(invalid.html).toContain('Deze datum bestaat niet.')
  })
})
