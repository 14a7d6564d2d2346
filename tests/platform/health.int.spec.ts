import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startPayload, type TestPayload } from '../helpers/payload'

describe('GET /api/health with a working database', () => {
  let t: TestPayload
  beforeAll(async () => {
    t = await startPayload()
  })
  afterAll(async () => {
    await t?.cleanup()
  })

  it('answers 200 with the database up, never cached', async () => {
    const { GET } = await import('@/app/api/health/route')
    const response = await GET()
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      status: 'ok',
      database: 'up',
      writes: { waiting: 0, longestWaitMs: 0, heldForMs: 0 },
    })
    expect(response.headers.get('cache-control')).toBe('no-store')
  })
})
