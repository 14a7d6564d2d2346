import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { type Client, createClient } from '@libsql/client'
import { afterEach, describe, expect, it } from 'vitest'

/**
 * Canaries of libsql's local connections, run on real SQLite files. When one fails after an
 * upgrade, libsql behaves now: read the module named in the test, check, and delete the rule.
 */
const opened: { dir: string; clients: Client[] }[] = []

function database() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'libsql-canary-'))
  const entry = { dir, clients: [] as Client[] }
  opened.push(entry)
  const connect = () => {
    const client = createClient({ url: `file:${path.join(dir, 'x.db')}` })
    entry.clients.push(client)
    return client
  }
  return { connect }
}

afterEach(() => {
  for (const { dir, clients } of opened.splice(0)) {
    for (const client of clients) client.close()
    fs.rmSync(dir, { recursive: true, force: true })
  }
})

const busyTimeout = async (client: Client) =>
  (await client.execute('PRAGMA busy_timeout')).rows[0]![0]

describe('libsql (canaries)', () => {
  it('opens a new connection after each transaction, without the busy timeout set on the old one (src/platform/sqlite/client-rules.ts)', async () => {
    const client = database().connect()
    await client.execute('PRAGMA busy_timeout = 1234')
    expect(await busyTimeout(client)).toBe(1234)
    const tx = await client.transaction('write')
    await tx.rollback()
    expect(await busyTimeout(client)).toBe(0)
  })

  it("waits for another connection's lock inside SQLite, with the event loop stopped (src/platform/sqlite/client-rules.ts, write-queue.ts)", async () => {
    const { connect } = database()
    const holder = connect()
    const waiter = connect()
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
    await holder.execute('ROLLBACK')
  })

  it('leaves a connection that met a lock holding the write lock after its next write (src/platform/sqlite/locks.ts)', async () => {
    const { connect } = database()
    const holder = connect()
    const spoilt = connect()
    const other = connect()
    await holder.execute('CREATE TABLE t (n INTEGER)')
    await holder.execute('BEGIN IMMEDIATE')
    await expect(spoilt.execute('INSERT INTO t VALUES (1)')).rejects.toMatchObject({
      code: 'SQLITE_BUSY',
    })
    await holder.execute('ROLLBACK')
    // The lock is free and the retried write succeeds, but the statement that failed stays in
    // progress on that connection: it keeps the lock, and nobody else can write.
    await spoilt.execute('INSERT INTO t VALUES (2)')
    await expect(other.execute('INSERT INTO t VALUES (3)')).rejects.toMatchObject({
      code: 'SQLITE_BUSY',
    })
    // What retryWhileLocked does after a lock error: a transaction hands the connection over
    // and libsql opens a fresh one.
    await (await spoilt.transaction('deferred')).rollback()
    await other.execute('INSERT INTO t VALUES (4)')
  })
})
