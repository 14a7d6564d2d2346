import fs from 'node:fs'

import { describe, expect, it } from 'vitest'

import { publicApiServer } from './public-api-server'
import { staffToken } from '../helpers/production-server'
import { answeredWithin, streamUntilAnswered } from '../helpers/streamed-body'

/**
 * The public API probed from outside: malformed addresses, the page cache, logs, GraphQL and
 * large uploads. Staff logins, forms posted to pages and manage links are in
 * public-api-logins-pages.int.spec.ts.
 */
const APP_PORT = 4116

const { app, direct } = publicApiServer(APP_PORT)

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
    // The body never ends: an answer at all means the server stopped reading it.
    const { status } = await answeredWithin(
      30_000,
      streamUntilAnswered(`${app.origin}/api/bookings`, {
        headers: { 'content-type': 'application/json' },
        upTo: 256 * 1024,
      }),
    )
    expect(status).toBe(413)
  })
})
