import http from 'node:http'
import net from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { MICRO_CACHE_SECONDS } from '@/platform/next/page-cache'

import { type Nginx, startNginx } from '../helpers/nginx'
import {
  ensureProductionBuild,
  freshSeededDatabase,
  type ProductionServer,
  staffToken,
  startProductionServer,
} from '../helpers/production-server'

/**
 * The repository's nginx config (deploy/nginx) run by Debian's nginx on loopback ports, in front
 * of a production server of the site (the rules that need an answer the site never gives are
 * in nginx-cache-rules.int.spec.ts).
 */
const NGINX_PORT = 4110
const APP_PORT = 4111
const SECOND_APP_PORT = 4113
const PAIR_NGINX_PORT = 4114

let nginx: Nginx
let app: ProductionServer
let database: { url: string; dir: string }

beforeAll(async () => {
  ensureProductionBuild()
  database = freshSeededDatabase()
  app = await startProductionServer({
    port: APP_PORT,
    databaseUrl: database.url,
    env: { TRUST_PROXY: '1' },
  })
  nginx = await startNginx({ port: NGINX_PORT, upstream: `127.0.0.1:${APP_PORT}` })
}, 600_000)

afterAll(async () => {
  await nginx?.stop()
  if (app && app.child.exitCode === null) await app.stop()
})

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${nginx.origin}${path}`, { headers, redirect: 'manual' })

describe('nginx in front of the site', () => {
  it('keeps a public page and serves it from its cache, without a cookie, shareable by any cache', async () => {
    const first = await get('/veelgestelde-vragen?keep')
    expect(first.status).toBe(200)
    expect(first.headers.get('set-cookie')).toBeNull()
    expect(first.headers.get('cache-control')).toMatch(/\bpublic\b/)
    expect(first.headers.get('cache-control')).toMatch(/s-maxage=\d+/)
    const second = await get('/veelgestelde-vragen?keep')
    expect(second.headers.get('x-cache-status')).toBe('HIT')
    expect(await second.text()).toBe(await first.text())
    // An English page view stores no language either.
    expect((await get('/en/merken')).headers.get('set-cookie')).toBeNull()
  })

  it('keeps each page as long as the app draws it, and keeps that header to itself', async () => {
    const { shortest, longest } = MICRO_CACHE_SECONDS
    const lifetimes = new Set<number>()
    for (let i = 0; i < 100; i++) {
      lifetimes.add(Number((await fetch(`${app.origin}/contact`)).headers.get('x-accel-expires')))
    }
    // Drawn per answer: 100 answers miss one of six values about once in 10^7 runs.
    expect([...lifetimes].sort((a, b) => a - b)).toEqual(
      Array.from({ length: longest - shortest + 1 }, (_, i) => shortest + i),
    )
    const viaNginx = await get('/contact?lifetime')
    expect(viaNginx.headers.get('x-cache-status')).toBe('MISS')
    expect(viaNginx.headers.get('x-accel-expires')).toBeNull()
  })

  it('hands the site the host with its port, so its own forms are not taken for another site', async () => {
    // The browser's Origin carries the port nginx listens on; Next (and the proxy) compare it
    // with the host the app is told. An unknown action id is Next's 400, never 403 or 500.
    const own = await fetch(`${nginx.origin}/contact`, {
      method: 'POST',
      headers: { origin: nginx.origin, 'next-action': '7f00', 'content-type': 'text/plain' },
      body: '[]',
      redirect: 'manual',
    })
    expect(own.status).toBe(400)
  })

  it('keeps a gzipped and a plain copy of a page, each sent as stored', async () => {
    const raw = (headers: http.OutgoingHttpHeaders) =>
      new Promise<http.IncomingMessage>((resolve) =>
        http.get(`${nginx.origin}/contact`, { headers }, (response) => resolve(response.resume())),
      )
    await raw({ 'accept-encoding': 'gzip, deflate, br' })
    const zipped = await raw({ 'accept-encoding': 'gzip' })
    expect(zipped.headers['content-encoding']).toBe('gzip')
    expect(zipped.headers['x-cache-status']).toBe('HIT')
    await raw({})
    const plain = await raw({})
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.headers['x-cache-status']).toBe('HIT')
  })

  it('shows a staff edit once the longest lifetime has passed', async () => {
    const token = await staffToken(nginx.origin)
    const page = async () => (await get('/veelgestelde-vragen')).text()
    await page()
    const faqs = (await (await get('/api/cms/faqs?limit=1&locale=nl&depth=0')).json()) as {
      docs: { id: number }[]
    }
    const question = `Hoe snel ziet een bezoeker een wijziging ${Date.now()}?`
    const saved = await fetch(`${nginx.origin}/api/cms/faqs/${faqs.docs[0]!.id}?locale=nl`, {
      method: 'PATCH',
      headers: { authorization: `JWT ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ question }),
    })
    expect(saved.status).toBe(200)
    const started = Date.now()
    const bound = (MICRO_CACHE_SECONDS.longest + 2) * 1000
    while (!(await page()).includes(question) && Date.now() - started < bound + 5000) {
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
    expect(Date.now() - started).toBeLessThan(bound)
  })

  it('never stores the admin, the API, staff sessions or client-side navigation', async () => {
    for (const path of ['/admin', '/admin/login', '/api/health', '/api/cms/brands?limit=1']) {
      await get(path)
      const again = await get(path)
      expect(again.headers.get('x-cache-status'), path).toBeNull()
      expect(again.headers.get('cache-control'), path).toBe('private, no-store')
    }
    await get('/merken')
    expect(
      (await get('/merken', { cookie: 'payload-token=abc' })).headers.get('x-cache-status'),
    ).toBe('BYPASS')
    expect((await get('/merken', { rsc: '1' })).headers.get('x-cache-status')).toBe('BYPASS')
  })

  it('keys pages by the language cookie exactly as the app reads it', async () => {
    const dutch = await get('/diensten')
    expect(dutch.status).toBe(200)
    const english = await get('/diensten', { cookie: 'NEXT_LOCALE=en' })
    expect(english.status).toBe(307)
    expect(english.headers.get('location')).toMatch(/\/en\/diensten$/)
    // A padded value is not English to the app; it must not be stored for anyone.
    const padded = await get('/diensten', { cookie: 'NEXT_LOCALE= en' })
    expect(padded.headers.get('x-cache-status')).toBe('BYPASS')
    const again = await get('/diensten')
    expect(again.status).toBe(200)
    expect(again.headers.get('x-cache-status')).toBe('HIT')
    expect(await again.text()).toContain('lang="nl"')
  })

  it('answers a chunked OPTIONS once: its body never becomes a second request', async () => {
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(NGINX_PORT, '127.0.0.1')
      let received = ''
      socket.on('data', (chunk) => (received += chunk.toString('latin1')))
      socket.on('end', () => resolve(received))
      socket.on('error', reject)
      socket.setTimeout(5000, () => {
        socket.destroy()
        resolve(received)
      })
      socket.write(
        'OPTIONS /api/health HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n' +
          '2a\r\nGET /smuggled-marker HTTP/1.1\r\nHost: x\r\n\r\n\r\n0\r\n\r\n',
      )
    })
    expect(raw.match(/HTTP\/1\.1 \d{3}/g)).toHaveLength(1)
    for (let i = 0; i < 5; i++) {
      const health = await get('/api/health')
      expect(health.status).toBe(200)
      expect(await health.json()).toMatchObject({ status: 'ok' })
    }
    expect(nginx.accessLog()).not.toContain('smuggled-marker')
  })

  it('stays up while hundreds of slow clients trickle their requests', async () => {
    const sockets = Array.from({ length: 300 }, () => {
      const socket = net.connect(NGINX_PORT, '127.0.0.1')
      socket.on('error', () => undefined)
      socket.write(
        'POST /api/bookings HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n{"na',
      )
      return socket
    })
    await new Promise((resolve) => setTimeout(resolve, 1000))
    try {
      for (const path of ['/api/health', `/merken?slow=${Date.now()}`]) {
        const started = Date.now()
        expect((await get(path)).status, path).toBe(200)
        expect(Date.now() - started, path).toBeLessThan(3000)
      }
    } finally {
      for (const socket of sockets) socket.destroy()
    }
  })

  it('refuses request bodies over the limit before they reach the app', async () => {
    const response = await fetch(`${nginx.origin}/api/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'x'.repeat(64 * 1024) }),
    })
    expect(response.status).toBe(413)
  })
})

describe('stopping an app process under load behind nginx', () => {
  it('loses no request: the stopping process finishes what it accepted, nginx retries the rest on the other', async () => {
    // Two processes behind one nginx, as the scale profile runs them (`app` resolves to each).
    const second = await startProductionServer({
      port: SECOND_APP_PORT,
      databaseUrl: database.url,
      env: { TRUST_PROXY: '1' },
    })
    const pair = await startNginx({
      port: PAIR_NGINX_PORT,
      upstream: `127.0.0.1:${APP_PORT};\n    server 127.0.0.1:${SECOND_APP_PORT}`,
    })
    try {
      const statuses: number[] = []
      let sent = 0
      let stopping: Promise<number | null> | null = null
      const worker = async () => {
        while (sent < 400) {
          sent++
          const response = await fetch(`${pair.origin}/api/health`).catch(() => null)
          statuses.push(response?.status ?? 0)
          await response?.text()
          if (statuses.length >= 100 && !stopping) stopping = second.stop('SIGTERM')
        }
      }
      await Promise.all(Array.from({ length: 40 }, worker))
      expect(await stopping).toBe(0)
      expect(statuses.filter((status) => status !== 200)).toEqual([])
    } finally {
      await pair.stop()
      if (second.child.exitCode === null) await second.stop()
    }
  })
})
