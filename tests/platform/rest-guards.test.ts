import { describe, expect, it } from 'vitest'

import {
  cappingBody,
  REST_BODY_LIMITS,
  restBodyLimit,
  uploadLimitsOf,
} from '@/platform/payload/rest-body'
import { restAudience, restRoutesOf, restTarget } from '@/platform/payload/rest-routes'

describe('who may reach a REST address', () => {
  // As the sanitized config lists them: ours, then those Payload adds.
  const routes = restRoutesOf({
    collections: [
      { slug: 'faqs' },
      { slug: 'payload-preferences' },
      { slug: 'payload-locked-documents' },
      { slug: 'payload-jobs' },
      { slug: 'payload-kv' },
      { slug: 'payload-migrations', endpoints: false },
    ],
    globals: [{ slug: 'pricing' }, { slug: 'payload-jobs-stats' }],
  })

  it('names the collection or global of an address', () => {
    expect(restTarget('/api/cms/faqs/1')).toBe('faqs')
    expect(restTarget('/api/cms/globals/pricing/versions')).toBe('globals/pricing')
    expect(restTarget('/api/cms/globals')).toBeNull()
    expect(restTarget('/api/cms')).toBeNull()
  })

  it('keeps Payload’s own collections and globals for staff, and those without endpoints for nobody', () => {
    for (const path of [
      '/api/cms/payload-preferences/nav',
      '/api/cms/payload-locked-documents',
      '/api/cms/payload-jobs/run',
      '/api/cms/payload-kv',
      '/api/cms/globals/payload-jobs-stats',
    ])
      expect(restAudience(path, routes), path).toBe('staff')
    expect(restAudience('/api/cms/payload-migrations/1', routes)).toBe('nobody')
    for (const path of ['/api/cms/faqs', '/api/cms/globals/pricing', '/api/cms/users/login'])
      expect(restAudience(path, routes), path).toBe('anyone')
  })
})

describe('how large a REST body may be', () => {
  const uploads = uploadLimitsOf([
    { slug: 'media', upload: { staticDir: 'media' } },
    { slug: 'catalogue-imports', upload: true, custom: { maxUploadBytes: 20 * 1024 * 1024 } },
    { slug: 'faqs' },
  ])
  const form = 'multipart/form-data; boundary=x'

  it('is small for JSON and anything but a form, larger for a form, largest for an upload', () => {
    expect(restBodyLimit('/api/cms/users/login', 'application/json', uploads)).toBe(256 * 1024)
    expect(restBodyLimit('/api/cms/media', 'application/json', uploads)).toBe(256 * 1024)
    expect(restBodyLimit('/api/cms/faqs', 'text/plain', uploads)).toBe(256 * 1024)
    expect(restBodyLimit('/api/cms/faqs', null, uploads)).toBe(256 * 1024)
    expect(restBodyLimit('/api/cms/faqs/3', form, uploads)).toBe(REST_BODY_LIMITS.form)
    expect(restBodyLimit('/api/cms/globals/pricing', form, uploads)).toBe(REST_BODY_LIMITS.form)
    expect(restBodyLimit('/api/cms/media/7', form, uploads)).toBe(10 * 1024 * 1024)
    expect(restBodyLimit('/api/cms/catalogue-imports', form, uploads)).toBe(20 * 1024 * 1024)
  })

  const reached: string[] = []
  const route = cappingBody(
    async (request: Request) => {
      reached.push(await request.text())
      return Response.json({ ok: true })
    },
    Promise.resolve({ uploads, language: (headers: Headers) => headers.get('x-lng') ?? 'nl' }),
  )
  /** A body that arrives in pieces, without a Content-Length. */
  const streamed = (pieces: number, size: number) =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < pieces; i++) controller.enqueue(new Uint8Array(size).fill(0x20))
        controller.close()
      },
    })
  const post = (body: BodyInit, headers: Record<string, string> = {}) =>
    new Request('http://site/api/cms/users/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
      duplex: 'half',
    } as RequestInit)

  it('refuses one past its limit with 413 in the staff member’s language, before the handler', async () => {
    const declared = await route(post('{}', { 'content-length': String(5 * 1024 * 1024) }), {})
    expect(declared.status).toBe(413)
    const chunked = await route(post(streamed(10, 64 * 1024), { 'x-lng': 'de' }), {})
    expect(chunked.status).toBe(413)
    expect(await chunked.json()).toEqual({
      errors: [{ message: 'Das ist zu groß zum Senden: höchstens 256 KB.' }],
    })
    expect(reached).toEqual([])
  })

  it('hands one within its limit to the handler whole', async () => {
    const answer = await route(post(streamed(3, 64 * 1024)), {})
    expect(answer.status).toBe(200)
    expect(reached.at(-1)).toHaveLength(3 * 64 * 1024)
    await route(post('{"email":"a@b.nl"}'), {})
    expect(reached.at(-1)).toBe('{"email":"a@b.nl"}')
    await route(new Request('http://site/api/cms/faqs'), {})
    expect(reached.at(-1)).toBe('')
  })
})
