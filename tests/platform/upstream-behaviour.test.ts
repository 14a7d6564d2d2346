import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { createClient } from '@libsql/client'
import { describe, expect, it } from 'vitest'

/**
 * The framework behaviour each module of src/platform works around, checked in the installed
 * packages. When one of these fails after an upgrade, the framework may behave now: read the
 * module named in the test, check the behaviour, and delete the workaround with its test.
 * Behaviour is run where that is cheap; otherwise the test finds the code that causes it.
 */
const source = (file: string) => fs.readFileSync(path.join('node_modules', file), 'utf8')
const version = (name: string) =>
  (JSON.parse(source(`${name}/package.json`)) as { version: string }).version

describe('libsql (src/platform/sqlite/client-rules.ts)', () => {
  it('opens a new connection after each transaction, without the busy timeout set on the old one', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'libsql-'))
    const client = createClient({ url: `file:${path.join(dir, 'x.db')}` })
    try {
      await client.execute('PRAGMA busy_timeout = 1234')
      expect((await client.execute('PRAGMA busy_timeout')).rows[0]![0]).toBe(1234)
      const tx = await client.transaction('write')
      await tx.rollback()
      expect((await client.execute('PRAGMA busy_timeout')).rows[0]![0]).toBe(0)
    } finally {
      client.close()
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })

  it("waits for another connection's lock inside SQLite, with the event loop stopped", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'libsql-'))
    const url = `file:${path.join(dir, 'x.db')}`
    const holder = createClient({ url })
    const waiter = createClient({ url })
    try {
      await holder.execute('CREATE TABLE t (n INTEGER)')
      await holder.execute('BEGIN IMMEDIATE')
      await waiter.execute('PRAGMA busy_timeout = 300')
      let ticks = 0
      const ticking = setInterval(() => ticks++, 10)
      const started = Date.now()
      await expect(waiter.execute('INSERT INTO t VALUES (1)')).rejects.toMatchObject({
        code: expect.stringMatching(/^SQLITE_BUSY/),
      })
      clearInterval(ticking)
      expect(Date.now() - started).toBeGreaterThanOrEqual(250)
      expect(ticks).toBe(0)
    } finally {
      await holder.execute('ROLLBACK').catch(() => {})
      holder.close()
      waiter.close()
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe(`Payload ${version('payload')} and its SQLite adapter`, () => {
  it('swallows a failed COMMIT (src/platform/sqlite/connection.ts, TransactionLog)', () => {
    expect(source('@payloadcms/drizzle/dist/transactions/commitTransaction.js')).toMatch(
      /try \{\s*await session\.resolve\(\);\s*\} catch \(_\) \{\s*await session\.reject\(\);/,
    )
  })

  it('writes outside the transaction it opened in forgot-password (src/platform/sqlite/write-flows.ts)', () => {
    const forgot = source('payload/dist/auth/operations/forgotPassword.js')
    expect(forgot).toContain("const reservationReq = isolateObjectProperty(req, 'transactionID');")
    expect(forgot).toContain('reservationReq.transactionID = undefined;')
  })

  it('never rolls back the transaction it begins for a job update (src/platform/sqlite/job-update-rollback.ts)', () => {
    const update = source('payload/dist/queues/utilities/updateJob.js')
    expect(update).toContain('await req.payload.db.beginTransaction()')
    expect(update).not.toMatch(/rollbackTransaction|killTransaction|finally/)
  })

  it('leaves the rejection of its SQLite initialising unhandled (src/platform/sqlite/handled-initializing.ts)', () => {
    const adapter = source('@payloadcms/db-sqlite/dist/index.js')
    expect(adapter).toMatch(/const initializing = new Promise\(\(res, rej\)=>/)
    expect(adapter).not.toContain('initializing.catch')
  })

  it('reads an id in a REST address with parseFloat (src/platform/payload/rest-query.ts)', () => {
    expect(source('payload/dist/utilities/getRequestEntity.js')).toContain(
      'sanitizedID = parseFloat(sanitizedID);',
    )
  })

  it('turns a number sent as text into its leading digits (src/platform/payload/strict-field-values.ts)', () => {
    expect(source('payload/dist/fields/hooks/beforeValidate/promise.js')).toContain(
      'siblingData[field.name] = trimmed.length === 0 ? null : parseFloat(trimmed);',
    )
  })

  it('logs an error at the level its class name has (src/platform/next/config.mjs, serverMinification)', () => {
    expect(source('payload/dist/errors/APIError.js')).toContain(
      'this.name = this.constructor.name;',
    )
    expect(source('payload/dist/utilities/logError.js')).toContain(
      'level = payload.config.loggingLevels[err.name];',
    )
  })

  it('asks every path for the colour scheme hint (src/platform/next/admin-theme-hints.mjs)', async () => {
    const { withPayload } = await import('@payloadcms/next/withPayload')
    const config = withPayload({}) as {
      headers: () => Promise<{ source: string; headers: { key: string; value: string }[] }[]>
    }
    const rules = await config.headers()
    const everyPath = rules.find((rule) => rule.source === '/:path*')
    expect(everyPath?.headers).toEqual(
      expect.arrayContaining([{ key: 'Critical-CH', value: 'Sec-CH-Prefers-Color-Scheme' }]),
    )
  })
})

describe(`Next ${version('next')}`, () => {
  it('sends a Location set while rendering a second time when it replays the headers (src/platform/next/one-location.ts)', () => {
    expect(source('next/dist/server/app-render/app-render.js')).toContain(
      "setHeader('location', (0, _addpathprefix.addPathPrefix)((0, _redirect.getURLFromRedirectError)(err), basePath));",
    )
    const replay = source('next/dist/build/templates/app-page-runtime.js')
    expect(replay).toMatch(
      /for \(let \[key, value\] of Object\.entries\(headers\)\)\{[\s\S]{0,800}res\.appendHeader\(key, value\);/,
    )
  })

  it('answers a server action from another origin with an error, not a 4xx (src/platform/next/foreign-form.ts)', () => {
    const handler = source('next/dist/server/app-render/action-handler.js')
    expect(handler).toMatch(
      /does not match \\`origin\\` header[\s\S]{0,600}const error = new Error\('Invalid Server Actions request\.'\);\s*if \(isFetchAction\) \{\s*res\.statusCode = 500;/,
    )
  })

  it('hands the proxy a localhost URL unless told otherwise (src/platform/next/config.mjs)', () => {
    expect(source('next/dist/server/next-server.js')).toMatch(
      /if \(this\.nextConfig\.skipProxyUrlNormalize\) \{[\s\S]{0,800}this\.fetchHostname \|\| 'localhost'/,
    )
  })
})

describe(`next-intl ${version('next-intl')}`, () => {
  it("builds its Link header from the request's forwarded host (src/i18n/routing.ts, alternateLinks)", () => {
    const links = source('next-intl/dist/esm/production/middleware/getAlternateLinksHeaderValue.js')
    expect(links).toContain('h=a(m.headers)')
    expect(source('next-intl/dist/esm/production/middleware/utils.js')).toContain(
      'x-forwarded-host',
    )
  })
})
