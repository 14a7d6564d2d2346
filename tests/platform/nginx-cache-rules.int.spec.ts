import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type Nginx, startNginx } from '../helpers/nginx'

/**
 * The repository's nginx config in front of a stand-in app, for the rules that need an answer
 * the site never gives (a cookie on a page).
 */
const STUB_NGINX_PORT = 4112

let stubNginx: Nginx
const stub = http.createServer((request, response) => {
  const headers: Record<string, string> = { 'content-type': 'text/html' }
  if (request.url?.startsWith('/with-cookie')) headers['set-cookie'] = 'visitor=abc; Path=/'
  // What Next sends for a not-found page it renders once.
  if (request.url?.includes('/afspraak/')) headers['cache-control'] = 's-maxage=31536000'
  // Read to its end, as the app reads a body it takes.
  request.resume().on('end', () => {
    response.writeHead(200, headers)
    response.end(`<p>${request.url} cookie=${request.headers.cookie ?? ''} n=${Math.random()}</p>`)
  })
})

beforeAll(async () => {
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve))
  stubNginx = await startNginx({
    port: STUB_NGINX_PORT,
    upstream: `127.0.0.1:${(stub.address() as AddressInfo).port}`,
  })
})

afterAll(async () => {
  await stubNginx?.stop()
  stub.close()
})

describe('nginx cache rules, with a stand-in app', () => {
  const getStub = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${stubNginx.origin}${path}`, { headers })

  it('never stores an answer that sets a cookie', async () => {
    await getStub('/with-cookie')
    const again = await getStub('/with-cookie')
    expect(again.headers.get('x-cache-status')).toBe('MISS')
    expect(again.headers.get('set-cookie')).toBe('visitor=abc; Path=/')
    await getStub('/plain')
    expect((await getStub('/plain')).headers.get('x-cache-status')).toBe('HIT')
  })

  it('stores one copy per language and bypasses any cookie the app could read differently', async () => {
    const dutch = await (await getStub('/lang')).text()
    const english = await getStub('/lang', { cookie: 'NEXT_LOCALE=en' })
    expect(english.headers.get('x-cache-status')).toBe('MISS')
    expect(await english.text()).not.toBe(dutch)
    expect(
      (await getStub('/lang', { cookie: 'a=1; NEXT_LOCALE=en' })).headers.get('x-cache-status'),
    ).toBe('HIT')
    for (const cookie of [
      'NEXT_LOCALE= en',
      'NEXT_LOCALE=%65n',
      'NEXT_LOCALE=nl; NEXT_LOCALE=en',
      'xNEXT_LOCALE=en',
      'a=1;\tNEXT_LOCALE=en',
    ]) {
      expect((await getStub('/lang', { cookie })).headers.get('x-cache-status'), cookie).toBe(
        'BYPASS',
      )
    }
    expect(await (await getStub('/lang')).text()).toBe(dutch)
  })

  it('never stores a licence-plate look-up, while other queries of the page are kept', async () => {
    await getStub('/merken?plate=16-RSL-9')
    expect((await getStub('/merken?plate=16-RSL-9')).headers.get('x-cache-status')).toBe('BYPASS')
    await getStub('/merken?q=audi')
    expect((await getStub('/merken?q=audi')).headers.get('x-cache-status')).toBe('HIT')
  })

  it('logs paths without their query, so no plate reaches the access log', async () => {
    await getStub('/merken?plate=16-RSL-9', {
      referer: 'https://example.test/merken?plate=GZ-123-X',
    })
    await new Promise((resolve) => setTimeout(resolve, 100))
    const log = stubNginx.accessLog()
    expect(log).toMatch(/"GET \/merken HTTP\/1\.1" 200 .* "https:\/\/example\.test\/merken"/)
    expect(log).not.toContain('16-RSL-9')
    expect(log).not.toContain('GZ-123-X')
  })

  it("keeps the keys of manage links and the staff feed out of the log, and never stores a customer's page", async () => {
    const key = 'Zq8kX1b2c3d4e5f6g7h8i9j0KLMNOPQRSTUV'
    for (const path of [
      `/afspraak/beheren/${key}`,
      `/en/afspraak/beheren/${key}`,
      `/nl/afspraak/beheren/${key}/`,
      `/de/afspraak/wachtlijst/${key}.png`,
      '/afspraak/beheren/link-onbekend',
    ]) {
      const first = await getStub(path, {
        referer: `https://example.test/de/afspraak/beheren/${key}`,
      })
      const again = await getStub(path)
      // Whatever the app says: never stored, here or by anyone after us.
      expect(again.headers.get('cache-control'), path).toBe('private, no-store')
      expect(again.headers.get('x-cache-status'), path).toBeNull()
      expect(await again.text(), path).not.toBe(await first.text())
    }
    await getStub(`/api/planner/${key}.ics`)
    await new Promise((resolve) => setTimeout(resolve, 100))
    const log = stubNginx.accessLog()
    expect(log).not.toContain(key)
    expect(log).toContain('"GET /en/afspraak/beheren/* HTTP/1.1"')
    expect(log).toContain('"GET /nl/afspraak/beheren/* HTTP/1.1"')
    expect(log).toContain('"https://example.test/de/afspraak/beheren/*"')
    expect(log).toContain('"GET /api/planner/* HTTP/1.1"')
  })

  it('takes bodies for Payload’s API as large as the app does: 2 MB, 10 MB for images, 20 MB for price lists', async () => {
    const MB = 1024 * 1024
    const post = async (path: string, megabytes: number) =>
      (
        await fetch(`${stubNginx.origin}${path}`, {
          method: 'POST',
          body: Buffer.alloc(megabytes * MB),
        })
      ).status
    expect(await post('/api/cms/faqs', 1.5)).toBe(200)
    expect(await post('/api/cms/faqs', 3)).toBe(413)
    expect(await post('/api/cms/media', 9)).toBe(200)
    expect(await post('/api/cms/media', 11)).toBe(413)
    expect(await post('/api/cms/catalogue-imports', 19)).toBe(200)
    expect(await post('/api/cms/catalogue-imports', 21)).toBe(413)
  })

  it('throttles the staff login and reset however their address is written', async () => {
    const paths = [
      '/api/cms/users/LOGIN',
      '/api/cms/users/Forgot-Password',
      '/api/cms/users/login/',
      '/api/cms/users/%6Cogin',
    ]
    const statuses: number[] = []
    for (let i = 0; i < 16; i++) {
      const response = await fetch(`${stubNginx.origin}${paths[i % paths.length]}`, {
        method: 'POST',
        body: '{}',
      })
      statuses.push(response.status)
    }
    // One zone of 10 a minute with a burst of 5: six pass, the rest are refused here.
    expect(statuses.filter((status) => status === 429)).toHaveLength(10)
  })

  it('passes the client address as nginx saw it, appended to any forwarded chain', async () => {
    const seen = await new Promise<http.IncomingHttpHeaders>((resolve) => {
      const once = (request: http.IncomingMessage) => {
        stub.off('request', once)
        resolve(request.headers)
      }
      stub.on('request', once)
      void fetch(`${stubNginx.origin}/api/echo`, {
        headers: { 'x-forwarded-for': '6.6.6.6', 'x-real-ip': '6.6.6.6' },
      })
    })
    expect(seen['x-forwarded-for']).toBe('6.6.6.6, 127.0.0.1')
    expect(seen['x-real-ip']).toBe('127.0.0.1')
  })
})
