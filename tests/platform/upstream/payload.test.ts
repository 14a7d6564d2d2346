import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import { commitTransaction } from '@payloadcms/drizzle'
import { describe, expect, it } from 'vitest'

/**
 * Canaries of Payload that need no database: each runs the installed Payload's code and
 * asserts what it does today. When one fails after an upgrade, Payload behaves now: read the
 * module named in the test, check, and delete the workaround.
 */
const manifest = (name: string) =>
  JSON.parse(fs.readFileSync(path.join('node_modules', name, 'package.json'), 'utf8')) as {
    version: string
  }
const payloadVersion = manifest('payload').version

describe(`Payload ${payloadVersion} (canaries)`, () => {
  it('swallows a failed COMMIT (src/platform/sqlite/connection.ts, TransactionLog)', async () => {
    let rolledBack = false
    const adapter = {
      sessions: {
        tx: {
          resolve: async () => {
            throw new Error('COMMIT failed')
          },
          reject: async () => {
            rolledBack = true
          },
        },
      },
    }
    await expect(
      (commitTransaction as (this: unknown, id: string) => Promise<void>).call(adapter, 'tx'),
    ).resolves.toBeUndefined()
    expect(rolledBack).toBe(true)
  })

  it('leaves the rejection of its SQLite initialising unhandled, which ends a script (src/platform/sqlite/handled-initializing.ts)', () => {
    const script = `
      import { sqliteAdapter } from '@payloadcms/db-sqlite'
      const logger = { error() {}, info() {}, warn() {}, debug() {} }
      const adapter = sqliteAdapter({ client: { url: 'file:/nonexistent-folder/x.db' } })
      const instance = adapter.init({ payload: { logger, config: {} } })
      await instance.connect().catch(() => console.log('connect threw'))
      setTimeout(() => console.log('still running'), 100)
    `
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
      encoding: 'utf8',
      timeout: 90_000,
    })
    expect(run.stdout).toContain('connect threw')
    expect(run.stderr).toContain('ERR_UNHANDLED_REJECTION')
    expect(run.stdout).not.toContain('still running')
    expect(run.status).not.toBe(0)
    // Loading the adapter in a fresh process takes seconds.
  }, 120_000)

  it('asks every path for the colour scheme hint (src/platform/next/admin-theme-hints.mjs)', async () => {
    const { withPayload } = await import('@payloadcms/next/withPayload')
    const config = withPayload({}) as {
      headers: () => Promise<{ source: string; headers: { key: string; value: string }[] }[]>
    }
    const everyPath = (await config.headers()).find((rule) => rule.source === '/:path*')
    expect(everyPath?.headers).toEqual(
      expect.arrayContaining([{ key: 'Critical-CH', value: 'Sec-CH-Prefers-Color-Scheme' }]),
    )
  })

  it('stops a development server beside a packaged mail adapter of another version (src/platform/mail/adapter.ts)', () => {
    // The adapters on the registry stop at 3.90.1: a folder holds one's manifest, where Node
    // finds it (NODE_PATH), and Payload's start-up check runs in a process of its own.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mail-adapter-canary-'))
    try {
      const adapter = path.join(dir, 'node_modules/@payloadcms/email-nodemailer')
      fs.mkdirSync(adapter, { recursive: true })
      fs.writeFileSync(path.join(adapter, 'index.js'), '')
      fs.writeFileSync(
        path.join(adapter, 'package.json'),
        JSON.stringify({
          name: '@payloadcms/email-nodemailer',
          version: '3.90.1',
          main: 'index.js',
        }),
      )
      const check = pathToFileURL(
        path.resolve('node_modules/payload/dist/checkPayloadDependencies.js'),
      ).href
      const run = spawnSync(
        process.execPath,
        ['--input-type=module', '-e', `(await import('${check}')).checkPayloadDependencies()`],
        {
          cwd: dir,
          env: { ...process.env, NODE_PATH: path.join(dir, 'node_modules') },
          encoding: 'utf8',
          timeout: 30_000,
        },
      )
      expect(run.stderr).toContain(
        `@payloadcms/email-nodemailer@3.90.1 (Please change this to ${payloadVersion})`,
      )
      expect(run.status).not.toBe(0)
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
    // That no adapter of this version exists is a fact of the registry, which tests do not
    // ask: this line fails when Payload moves on, to have someone check again
    // (`npm view @payloadcms/email-nodemailer version peerDependencies`).
    expect(payloadVersion).toBe('3.90.2')
  }, 30_000)
})
