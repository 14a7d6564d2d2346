import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, it, vi } from 'vitest'

// Each case builds Payload's config anew from DATABASE_URL, as a server start would.
async function healthWith(databaseUrl: string) {
  vi.resetModules()
  process.env.DATABASE_URL = databaseUrl
  const { GET } = await import('@/app/api/health/route')
  const started = performance.now()
  const response = await GET()
  return { response, ms: performance.now() - started, text: await response.text() }
}

describe('GET /api/health with a database that does not answer', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chiptuning-health-'))
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

  it('answers 503 without internals when the SQLite file cannot be opened', async () => {
    // A folder where the database file should be: SQLite cannot open it.
    const { response, text } = await healthWith(`file:${dir}`)
    expect(response.status).toBe(503)
    expect(JSON.parse(text)).toEqual({ status: 'unavailable', database: 'down' })
    expect(text).not.toMatch(/sqlite|error|at /i)
  })

  it('answers 503 within its timeout when MongoDB is unreachable', async () => {
    // Port 9 (discard) has no listener here; the driver would retry for 30 s.
    const { response, ms, text } = await healthWith('mongodb://127.0.0.1:9/chiptuning-health')
    expect(response.status).toBe(503)
    expect(JSON.parse(text)).toEqual({ status: 'unavailable', database: 'down' })
    expect(ms).toBeLessThan(5000)
  })
})
