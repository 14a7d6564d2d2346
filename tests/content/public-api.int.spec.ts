import fs from 'node:fs'
import http from 'node:http'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  ensureProductionBuild,
  freshSeededDatabase,
  type ProductionServer,
  STAFF,
  staffToken,
  startProductionServer,
} from '../helpers/production-server'

/** A production server of the site, probed the way a visitor or an attacker would. */
const APP_PORT = 4115

let app: ProductionServer

beforeAll(async () => {
  ensureProductionBuild()
  const database = freshSeededDatabase()
  app = await startProductionServer({
    port: APP_PORT,
    databaseUrl: database.url,
    env: { TRUST_PROXY: '1' },
  })
}, 600_000)

afterAll(async () => {
  if (app && app.child.exitCode === null) await app.stop()
})

/** Straight to the app, as a visitor behind nginx at `address` (TRUST_PROXY=1). */
const direct = (path: string, init: RequestInit & { address?: string } = {}) =>
  fetch(`${app.origin}${path}`, {
    ...init,
    headers: {
      'x-forwarded-for': init.address ?? '198.51.100.1',
      ...(init.headers as Record<string, string>),
    },
  })

const login = (email: string, password: string, address: string) =>
  direct('/api/cms/users/login', {
    method: 'POST',
    address,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })

describe('the public API, probed from outside', () => {
  it('answers malformed ids and queries with 4xx, not 500', async () => {
    const probes: [string, RequestInit, number][] = [
      ['/api/cms/engines/abc', {}, 404],
      ['/api/cms/users/verify/abc', { method: 'POST' }, 404],
      ['/api/cms/media/file/%00', {}, 404],
      ['/api/cms/media/file/nope.png', {}, 404],
      ['/api/cms/media/file/imports', {}, 404],
      ['/api/cms/pages?where[id][equals][$ne]=1', {}, 400],
      ['/api/cms/brands?where[name][all]=a', {}, 400],
      // Payload read the leading digits: brand 1, or FAQ 15 deleted.
      ['/api/cms/brands/1%00', {}, 404],
      ['/api/cms/faqs/15abc', { method: 'DELETE' }, 404],
      // The same once decoded, or as a MongoDB id: Payload decodes first, then reads digits.
      ['/api/cms/brands/%31abc', {}, 404],
      ['/api/cms/brands/%201', {}, 404],
      ['/api/cms/brands/1aaaaaaaaaaaaaaaaaaaaaaa', {}, 404],
      ['/api/cms/brands/access/1x', {}, 404],
      ['/api/cms/globals/pricing/versions/1x', {}, 404],
      ['/api/cms/engines?where[name][near]=1,2', {}, 400],
      ['/api/cms/faqs?limit=-1', {}, 400],
      ['/api/cms/faqs?limit=0.5', {}, 400],
      ['/api/cms/faqs?page=1.55', {}, 400],
      ['/api/cms/faqs?page=1e20', {}, 400],
      ['/api/cms/faqs?where=x', {}, 400],
      ['/api/cms/faqs/count?where=x', {}, 400],
      // Values the field cannot hold: the database refused them with a 500.
      ['/api/cms/engines?where[buildYear][equals]=abc', {}, 400],
      ['/api/cms/engines?where[createdAt][greater_than]=notadate', {}, 400],
      ['/api/cms/models?where[brand][in]=1,a', {}, 400],
      ['/api/cms/brands?where[logo][equals]=x', {}, 400],
      ['/api/cms/engines?where[buildYear.createdAt][less_than]=zzz', {}, 400],
      ['/api/cms/engines?where[stockHp][greater_than]=many', {}, 400],
      ['/api/cms/engines?where[buildYear][equals]=1&where[stockHp][greater_than]=100', {}, 200],
      ['/api/cms/faqs?where[updatedAt][less_than]=2030-01-01', {}, 200],
      ['/api/cms/models?where[brand][in]=1,2', {}, 200],
    ]
    for (const [path, init, status] of probes)
      expect((await direct(path, init)).status, path).toBe(status)
    expect((await direct('/api/cms/engines/1')).status).toBe(200)
  })

  it('keeps no copy of a not-found page, so invented addresses cannot fill the cache', async () => {
    const cached = (name: string) =>
      (fs.readdirSync('.next-e2e/server', { recursive: true }) as string[]).filter((file) =>
        file.includes(name),
      )
    const invented = `nergens-${Date.now()}`
    for (const path of [`/${invented}`, `/en/merken/${invented}`, `/merken/audi/${invented}`])
      for (let i = 0; i < 2; i++) expect((await direct(path)).status, path).toBe(404)
    expect((await direct('/merken/audi')).status).toBe(200)
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(cached(invented)).toEqual([])
    // A real page is kept: the check above looks where the cache writes.
    expect(cached('/audi.meta').length).toBeGreaterThan(0)
  })

  it('replaces the kept copy of a page staff delete with its not-found answer, so a restart cannot bring it back', async () => {
    const slug = `tijdelijk-${Date.now()}`
    const auth = { Authorization: `JWT ${await staffToken(app.origin)}` }
    const created = await direct('/api/cms/pages', {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Tijdelijke pagina', slug }),
    })
    expect(created.status).toBe(201)
    const { doc } = (await created.json()) as { doc: { id: number } }
    expect((await direct(`/${slug}`)).status).toBe(200)
    await new Promise((resolve) => setTimeout(resolve, 500))
    const meta = () =>
      (fs.readdirSync('.next-e2e/server', { recursive: true }) as string[])
        .filter((file) => file.endsWith(`/${slug}.meta`))
        .map(
          (file) => JSON.parse(fs.readFileSync(`.next-e2e/server/${file}`, 'utf8')).status ?? 200,
        )
    expect(meta()).toEqual([200])
    const removed = await direct(`/api/cms/pages/${doc.id}`, { method: 'DELETE', headers: auth })
    expect(removed.status).toBe(200)
    expect((await direct(`/${slug}`)).status).toBe(404)
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(meta()).toEqual([404])
  })

  it('lets no shared cache keep a booking’s own page', async () => {
    for (const path of ['/afspraak/beheren/abc', '/de/afspraak/beheren/abc'])
      expect((await direct(path, { redirect: 'manual' })).headers.get('cache-control'), path).toBe(
        'private, no-store',
      )
    expect((await direct('/afspraak')).headers.get('cache-control')).toMatch(/^public/)
  })

  it('logs a refused request as one line, without a stack trace', async () => {
    const before = app.output().length
    expect((await direct('/api/cms/users')).status).toBe(403)
    await new Promise((resolve) => setTimeout(resolve, 300))
    const logged = app.output().slice(before)
    expect(logged).not.toMatch(/"stack"|\n\s+at /)
  })

  it('has no GraphQL, and caps what an anonymous REST read returns', async () => {
    expect(
      (
        await direct('/api/cms/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{"query":"{ Engines(limit: 0) { docs { name } } }"}',
        })
      ).status,
    ).toBe(404)
    const anonymous = (await (
      await direct('/api/cms/engines?limit=0&pagination=false&depth=3')
    ).json()) as {
      docs: { buildYear: { model: unknown } }[]
    }
    expect(anonymous.docs).toHaveLength(100)
    // Depth 1 at most: the build year may be filled in, its model stays an id.
    const buildYear = anonymous.docs[0]!.buildYear
    expect(typeof buildYear === 'object' ? typeof buildYear.model : 'id').not.toBe('object')
    const token = await staffToken(app.origin)
    const staff = (await (
      await direct('/api/cms/engines?limit=0&pagination=false&depth=0', {
        headers: { authorization: `JWT ${token}` },
      })
    ).json()) as { docs: unknown[] }
    expect(staff.docs.length).toBeGreaterThan(1000)
  })

  it('stops reading a chunked upload past 10 KB', async () => {
    const { status, sent } = await new Promise<{ status: number; sent: number }>(
      (resolve, reject) => {
        const request = http.request(`${app.origin}/api/bookings`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
        })
        let sent = 0
        let answered = false
        request.on('response', (response) => {
          answered = true
          response.resume()
          resolve({ status: response.statusCode ?? 0, sent })
          request.destroy()
        })
        request.on('error', (error) => (answered ? undefined : reject(error)))
        const chunk = Buffer.alloc(64 * 1024, 0x20)
        const pump = () => {
          while (!answered && sent < 200 * 1024 * 1024) {
            sent += chunk.length
            if (!request.write(chunk)) return void request.once('drain', pump)
          }
          if (!answered) request.end()
        }
        pump()
      },
    )
    expect(status).toBe(413)
    expect(sent).toBeLessThan(20 * 1024 * 1024)
  })

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
