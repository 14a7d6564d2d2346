import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { keepOneLocation } from '@/platform/next/one-location'

/** A real server whose handler writes headers the way Next does for a rendered redirect. */
let server: http.Server
const raw = (path: string) =>
  new Promise<string[]>((resolve, reject) => {
    const { port } = server.address() as AddressInfo
    http
      .get({ host: '127.0.0.1', port, path }, (response) => {
        response.resume()
        resolve(response.rawHeaders)
      })
      .on('error', reject)
  })
const named = (headers: string[], name: string) =>
  headers.filter((_, i) => i % 2 === 1 && headers[i - 1]!.toLowerCase() === name)

describe('one Location per response', () => {
  beforeAll(async () => {
    keepOneLocation()
    keepOneLocation()
    server = http.createServer((request, response) => {
      response.statusCode = 308
      response.setHeader('location', '/merken/audi/a4/2015-2019/2-0-tdi-150')
      response.appendHeader('Location', '/merken/audi/a4/2015-2019/2-0-tdi-150')
      response.appendHeader('location', ['/merken/audi/a4/2015-2019/2-0-tdi-150'])
      if (request.url === '/other') response.appendHeader('Location', '/elsewhere')
      response.appendHeader('vary', 'rsc')
      response.appendHeader('vary', 'rsc')
      response.end()
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  })
  afterAll(() => {
    server.close()
  })

  it('sends a redirect whose Location was set and appended again with one Location', async () => {
    const headers = await raw('/moved')
    expect(named(headers, 'location')).toEqual(['/merken/audi/a4/2015-2019/2-0-tdi-150'])
  })

  it('still appends a different Location, and leaves every other header alone', async () => {
    const headers = await raw('/other')
    expect(named(headers, 'location')).toEqual([
      '/merken/audi/a4/2015-2019/2-0-tdi-150',
      '/elsewhere',
    ])
    expect(named(headers, 'vary')).toEqual(['rsc', 'rsc'])
  })
})
