import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  ensureProductionBuild,
  freshSeededDatabase,
  type ProductionServer,
  STAFF,
  staffToken,
  startProductionServer,
} from '../helpers/production-server'
import { answeredWithin, streamUntilAnswered } from '../helpers/streamed-body'

/**
 * Payload's REST API and the forwarded headers on a production server that runs without a
 * proxy in front (TRUST_PROXY unset), probed as an outsider would: what Payload keeps for
 * itself, bodies of any size, and X-Forwarded-* headers sent by the client itself.
 */
const APP_PORT = 4721
const MB = 1024 * 1024

let app: ProductionServer

beforeAll(async () => {
  ensureProductionBuild()
  app = await startProductionServer({ port: APP_PORT, databaseUrl: freshSeededDatabase().url })
}, 600_000)

afterAll(async () => {
  if (app?.child.exitCode === null) await app.stop()
})

const call = (path: string, init: RequestInit = {}) => fetch(`${app.origin}${path}`, init)
const staff = async () => ({ Authorization: `JWT ${await staffToken(app.origin)}` })

describe('what Payload keeps for itself', () => {
  const internal = [
    '/api/cms/payload-migrations',
    '/api/cms/payload-migrations/1',
    '/api/cms/payload-preferences',
    '/api/cms/payload-preferences/nav',
    '/api/cms/payload-locked-documents',
    '/api/cms/payload-jobs',
    '/api/cms/payload-kv',
    '/api/cms/globals/payload-jobs-stats',
  ]

  it('is a 404 for anyone outside, like an address Payload has no route for', async () => {
    const requests: RequestInit[] = [
      {},
      { method: 'DELETE' },
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' },
      { headers: { Authorization: 'JWT not-a-session' } },
    ]
    for (const path of [...internal, '/api/cms/nothing', '/api/cms/globals/nothing'])
      for (const init of requests)
        expect((await call(path, init)).status, `${init.method ?? 'GET'} ${path}`).toBe(404)
  })

  it('still serves the admin’s own use when staff are signed in, and never the migrations', async () => {
    const headers = await staff()
    const saved = await call('/api/cms/payload-preferences/nav', {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ value: { open: true } }),
    })
    expect(saved.status).toBe(200)
    const read = await call('/api/cms/payload-preferences/nav', { headers })
    expect(((await read.json()) as { value: unknown }).value).toEqual({ open: true })
    // Payload's own answer for staff: jobs are never read through REST.
    expect((await call('/api/cms/payload-jobs?limit=1', { headers })).status).toBe(403)
    expect((await call('/api/cms/payload-locked-documents?limit=1', { headers })).status).toBe(200)
    expect((await call('/api/cms/payload-migrations', { headers })).status).toBe(404)
  })

  it('still serves the admin in the browser: its session cookie, sent from the site', async () => {
    const login = await call('/api/cms/users/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(STAFF),
    })
    const cookie = login.headers.getSetCookie().find((c) => c.startsWith('payload-token='))!
    const session = { cookie: cookie.split(';')[0]!, 'content-type': 'application/json' }
    const site = `http://localhost:${APP_PORT}`
    const save = (origin: string) =>
      call('/api/cms/payload-preferences/locale', {
        method: 'POST',
        headers: { ...session, origin },
        body: JSON.stringify({ value: 'en' }),
      })
    expect((await save(site)).status).toBe(200)
    // Payload's csrf list: the same cookie from another site counts as no session.
    expect((await save('https://elders.example')).status).toBe(404)
  })
})

describe('a body sent to Payload’s API', () => {
  const login = `/api/cms/users/login`
  it('past its limit is refused with 413 by its length, before it has arrived', async () => {
    const json = { 'content-type': 'application/json' }
    const declared = await answeredWithin(
      10_000,
      streamUntilAnswered(`${app.origin}${login}`, { headers: json, declared: 5 * MB }),
    )
    expect(declared.status).toBe(413)
    const english = await answeredWithin(
      10_000,
      streamUntilAnswered(`${app.origin}${login}`, {
        headers: { ...json, 'accept-language': 'en' },
        declared: 300 * 1024,
      }),
    )
    expect(english.status).toBe(413)
    expect(english.body).toContain('This is too large to send: 256 KB at most.')
  })

  it('past its limit is refused with 413 while it streams, without a length', async () => {
    // The body never ends: an answer at all means the server stopped at its limit.
    const streamed = await answeredWithin(
      30_000,
      streamUntilAnswered(`${app.origin}${login}`, {
        headers: { 'content-type': 'application/json' },
        upTo: 1 * MB,
      }),
    )
    expect(streamed.status).toBe(413)
    expect(streamed.body).toContain('Dit is te groot om te versturen: hoogstens 256 KB.')
    // A form for a collection without files stops at 2 MB.
    const form = await answeredWithin(
      30_000,
      streamUntilAnswered(`${app.origin}/api/cms/faqs`, {
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
        upTo: 3 * MB,
      }),
    )
    expect(form.status).toBe(413)
    expect(form.body).toContain('2 MB')
  })

  it('within its limit reaches Payload whole: a login, a 3 MB image, but no 11 MB one', async () => {
    expect((await staff()).Authorization).toMatch(/^JWT .+/)
    // Noise, stored without compression: about 3 MB, past the 2 MB of a form without a file.
    const png = await sharp({
      create: {
        width: 1000,
        height: 1000,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .png({ compressionLevel: 0 })
      .toBuffer()
    expect(png.byteLength).toBeGreaterThan(2 * MB)
    const form = new FormData()
    form.set('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'noise.png')
    form.set('_payload', JSON.stringify({ alt: 'Ruis' }))
    const stored = await call('/api/cms/media', {
      method: 'POST',
      headers: await staff(),
      body: form,
    })
    expect(stored.status, await stored.clone().text()).toBe(201)
    const eleven = await answeredWithin(
      10_000,
      streamUntilAnswered(`${app.origin}/api/cms/media`, {
        headers: { ...(await staff()), 'content-type': 'multipart/form-data; boundary=x' },
        declared: 11 * MB,
      }),
    )
    expect(eleven.status).toBe(413)
    expect(eleven.body).toContain('10 MB')
  })
})

describe('forwarded headers without TRUST_PROXY', () => {
  const forged = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'elders.example' }

  it('do not make the erase screen’s return an https or foreign address', async () => {
    const form = new URLSearchParams({ email: 'nobody-here@example.nl', confirm: 'yes' })
    const erased = await call('/api/privacy/erase', {
      method: 'POST',
      redirect: 'manual',
      headers: {
        ...(await staff()),
        ...forged,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: form,
    })
    expect(erased.status).toBe(303)
    expect(erased.headers.get('location')).toMatch(/^\/admin\/klantgegevens\?.*erased=1/)
  })

  it('do not make another site’s form look like the site’s own', async () => {
    const posted = await call('/contact', {
      method: 'POST',
      redirect: 'manual',
      headers: {
        ...forged,
        origin: 'https://elders.example',
        'next-action': '7f00',
        'content-type': 'text/plain',
      },
      body: '[]',
    })
    expect(posted.status).toBe(403)
    expect(await posted.text()).toContain('niet vanaf onze website verstuurd')
  })
})
