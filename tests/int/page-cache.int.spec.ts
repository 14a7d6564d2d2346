import http from 'node:http'
import net from 'node:net'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  bypassReason,
  cacheKey,
  createFrontServer,
  isShareable,
  isStaffWrite,
} from '../../scripts/page-cache.mjs'

/** A stand-in for Next: counts requests and answers like a cached page, an API or a 404. */
let upstreamHits = 0
let pageVersion = 1
const upstream = http.createServer((request, response) => {
  upstreamHits++
  if (request.url?.startsWith('/merken')) {
    response.writeHead(200, {
      'content-type': 'text/html',
      'x-nextjs-cache': 'HIT',
      'set-cookie': 'NEXT_LOCALE=nl; Path=/',
    })
    response.end(`<h1>page v${pageVersion} ${request.headers['x-real-ip']}</h1>`)
  } else if (request.url?.startsWith('/echo')) {
    response.writeHead(200, { 'content-type': 'text/plain' })
    response.end(`${request.method} ${request.url} ${request.headers['x-forwarded-host'] ?? '-'}`)
  } else if (request.url?.startsWith('/api/cms')) {
    response.writeHead(request.headers.authorization ? 200 : 403, {
      'content-type': 'application/json',
    })
    response.end('{}')
  } else if (request.url?.startsWith('/api')) {
    response.writeHead(200, { 'content-type': 'application/json', 'x-nextjs-cache': 'HIT' })
    response.end('{"ok":true}')
  } else {
    response.writeHead(404)
    response.end('nope')
  }
})
let front: ReturnType<typeof createFrontServer>
let origin = ''

beforeAll(async () => {
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve))
  front = createFrontServer((upstream.address() as AddressInfo).port)
  await new Promise<void>((resolve) => front.server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(front.server.address() as AddressInfo).port}`
})

afterAll(() => {
  front.server.close()
  upstream.close()
})

describe('the page cache in front of Next', () => {
  it('replays a cached page from memory until a revalidation purges it', async () => {
    const before = upstreamHits
    const first = await fetch(`${origin}/merken/audi`, { headers: { 'x-real-ip': '6.6.6.6' } })
    expect(await first.text()).toBe('<h1>page v1 127.0.0.1</h1>')
    const second = await fetch(`${origin}/merken/audi`)
    expect(second.headers.get('x-page-cache')).toBe('HIT')
    // A replay never sets the visitor's language cookie.
    expect(second.headers.get('set-cookie')).toBeNull()
    expect(await second.text()).toBe('<h1>page v1 127.0.0.1</h1>')
    expect(upstreamHits - before).toBe(1)

    pageVersion = 2
    front.cache.purge()
    expect(await (await fetch(`${origin}/merken/audi`)).text()).toBe('<h1>page v2 127.0.0.1</h1>')
  })

  it('forgets every page once a staff write has been answered, not after a refused one', async () => {
    await fetch(`${origin}/merken/audi`)
    expect(front.cache.size).toBeGreaterThan(0)
    await fetch(`${origin}/api/cms/engines/1`, { method: 'PATCH', body: '{}' })
    expect(front.cache.size).toBeGreaterThan(0)
    pageVersion = 3
    await fetch(`${origin}/api/cms/engines/1`, {
      method: 'PATCH',
      body: '{}',
      headers: { authorization: 'JWT staff' },
    })
    expect(front.cache.size).toBe(0)
    expect(await (await fetch(`${origin}/merken/audi`)).text()).toBe('<h1>page v3 127.0.0.1</h1>')
  })

  it('always forwards API calls, posts and client navigation', async () => {
    const before = upstreamHits
    await fetch(`${origin}/api/health`)
    await fetch(`${origin}/api/health`)
    await fetch(`${origin}/merken/bmw`, { headers: { rsc: '1' } })
    await fetch(`${origin}/merken/bmw`, { headers: { rsc: '1' } })
    await fetch(`${origin}/merken/bmw`, { method: 'POST', body: 'x' })
    expect(upstreamHits - before).toBe(5)
  })

  it('never lets a GET body reach Next, where it would be read as part of the next request', async () => {
    const { port } = new URL(origin)
    const first = await new Promise<string>((resolve) => {
      const socket = net.connect(Number(port), '127.0.0.1', () => {
        socket.write(
          'GET /echo/first HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Length: 5\r\n\r\nGET /',
        )
      })
      let data = ''
      socket.on('data', (chunk) => (data += chunk))
      socket.on('close', () => resolve(data))
    })
    expect(first).toContain('GET /echo/first -')
    // Sent on the pooled connection to Next right after: it must arrive whole.
    const next = await fetch(`${origin}/echo/after`, {
      headers: { 'x-forwarded-host': 'evil.example' },
    })
    expect(next.status).toBe(200)
    expect(await next.text()).toBe('GET /echo/after -')
  })

  it('passes odd language cookies to Next and keeps no body the key cannot read', async () => {
    expect(bypassReason('GET', '/', { cookie: 'NEXT_LOCALE=dex' })).toBe('cookie')
    expect(cacheKey('/', { cookie: 'NEXT_LOCALE=de' })).toBe('/|de|')
    expect(
      isShareable('/', 200, { 'x-nextjs-cache': 'HIT', 'content-encoding': 'deflate' }, '/||'),
    ).toBe(false)
    expect(
      isShareable('/', 200, { 'x-nextjs-cache': 'HIT', 'content-encoding': 'gzip' }, '/||'),
    ).toBe(false)
    expect(
      isShareable('/', 200, { 'x-nextjs-cache': 'HIT', 'content-encoding': 'gzip' }, '/||gz'),
    ).toBe(true)
  })

  it('does not keep an answer that was on its way while the cache was purged', () => {
    const since = front.cache.generation
    front.cache.purge()
    front.cache.set('/late||', 200, {}, Buffer.from('old'), since)
    expect(front.cache.get('/late||')).toBeNull()
  })

  it('does not keep errors', async () => {
    const before = upstreamHits
    expect((await fetch(`${origin}/onbekend`)).status).toBe(404)
    expect((await fetch(`${origin}/onbekend`)).status).toBe(404)
    expect(upstreamHits - before).toBe(2)
  })

  it('answers 502 with a message when Next is not reachable', async () => {
    const closed = createFrontServer(1)
    await new Promise<void>((resolve) => closed.server.listen(0, '127.0.0.1', resolve))
    const response = await fetch(
      `http://127.0.0.1:${(closed.server.address() as AddressInfo).port}/merken`,
    )
    expect(response.status).toBe(502)
    expect(await response.text()).toMatch(/try again/)
    closed.server.close()
  })
})

describe('page cache rules', () => {
  it('keys by path, stored language and gzip support', () => {
    expect(cacheKey('/merken', {})).toBe('/merken||')
    expect(
      cacheKey('/merken', { cookie: 'a=1; NEXT_LOCALE=en', 'accept-encoding': 'gzip, br' }),
    ).toBe('/merken|en|gz')
  })

  it('bypasses sessions, admin, API, images and navigation requests', () => {
    expect(bypassReason('GET', '/merken/audi', {})).toBeNull()
    expect(bypassReason('GET', '/administratie', {})).toBeNull()
    expect(bypassReason('HEAD', '/merken', {})).toBe('method')
    expect(bypassReason('GET', '/admin', {})).toBe('path')
    expect(bypassReason('GET', '/api/health', {})).toBe('path')
    expect(bypassReason('GET', '/_next/image?url=x', {})).toBe('path')
    expect(bypassReason('GET', '/merken', { rsc: '1' })).toBe('navigation')
    expect(bypassReason('GET', '/merken', { cookie: 'payload-token=abc' })).toBe('session')
  })

  it('treats Payload and admin writes as staff writes, visitor bookings not', () => {
    expect(isStaffWrite('PATCH', '/api/cms/engines/4')).toBe(true)
    expect(isStaffWrite('POST', '/admin')).toBe(true)
    expect(isStaffWrite('POST', '/api/revalidate')).toBe(true)
    expect(isStaffWrite('GET', '/api/cms/engines')).toBe(false)
    expect(isStaffWrite('POST', '/api/bookings')).toBe(false)
  })

  it('shares only cached pages, build and public files without personal cookies', () => {
    expect(isShareable('/merken', 200, { 'x-nextjs-cache': 'HIT' })).toBe(true)
    expect(isShareable('/_next/static/chunks/a.js', 200, {})).toBe(true)
    expect(isShareable('/favicon.svg?v=2', 200, {})).toBe(true)
    expect(isShareable('/merken/audi/a4/2011/1.8tfsi', 200, {})).toBe(false)
    expect(isShareable('/afspraak', 200, {})).toBe(false)
    expect(isShareable('/merken', 404, { 'x-nextjs-cache': 'HIT' })).toBe(false)
    expect(
      isShareable('/merken', 200, { 'x-nextjs-cache': 'HIT', 'set-cookie': ['session=1'] }),
    ).toBe(false)
  })
})
