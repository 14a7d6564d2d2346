import path from 'node:path'

import { createClient } from '@libsql/client'
import { sql } from '@payloadcms/db-sqlite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startPayload, type TestPayload } from '../helpers/payload'

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * libsql is synchronous: a write that meets the lock of a transaction of this same process
 * waits on SQLite's busy handler with the event loop stopped, so that transaction can never
 * finish. A staff login (a transaction around a 600,000-round password hash) and the job
 * queue's bookkeeping (a plain update every few seconds) met that way on a loaded machine.
 */
describe('writes of one process on SQLite', () => {
  let t: TestPayload
  beforeAll(async () => {
    t = await startPayload()
  })
  afterAll(async () => {
    await t?.cleanup()
  })

  const faq = (question: string) =>
    t.payload.create({
      collection: 'faqs',
      data: { question, answer: 'Antwoord.', order: 1 },
      overrideAccess: true,
    })

  it("another flow's write waits for an open transaction instead of failing", async () => {
    const first = await faq('Eerst?')
    // The job queue's bookkeeping: a plain update through the adapter, from work that began
    // before the transaction (its own timer), so it is not part of it.
    let go!: () => void
    const gate = new Promise<void>((resolve) => (go = resolve))
    const outside = (async () => {
      await gate
      return t.payload.db.updateOne({
        collection: 'faqs',
        id: first.id,
        data: { order: 2 },
        returning: false,
      })
    })()
    const id = await t.payload.db.beginTransaction()
    await t.payload.create({
      collection: 'faqs',
      data: { question: 'In de transactie?', answer: 'Ja.', order: 1 },
      req: { transactionID: id! } as never,
      overrideAccess: true,
    })
    go()
    // The transaction goes on with work of its own (a password hash, a mail), then rolls back:
    // the other flow's write did not join it, so it stays.
    await pause(300)
    await t.payload.db.rollbackTransaction(id!)
    await outside
    expect((await t.payload.findByID({ collection: 'faqs', id: first.id })).order).toBe(2)
    // And the connection is still good for the next transaction and the next write.
    const next = await t.payload.db.beginTransaction()
    await t.payload.db.commitTransaction(next!)
    await expect(faq('Daarna?')).resolves.toMatchObject({ question: 'Daarna?' })
    expect((await t.payload.count({ collection: 'faqs' })).totalDocs).toBe(2)
  }, 30_000)

  it('a write waits for another process holding the lock, and this process runs meanwhile', async () => {
    // Another process, such as a command-line import: a connection of its own on the same
    // file, outside this process's queue, in the middle of one long transaction.
    const other = createClient({ url: `file:${path.join(t.dir, 'test.db')}` })
    try {
      await other.execute('BEGIN IMMEDIATE')
      await other.execute(`UPDATE faqs SET "order" = 7`)
      let ticks = 0
      const ticking = setInterval(() => ticks++, 20)
      const started = Date.now()
      const booking = faq('Tijdens de import?')
      await pause(1500)
      const ticksWhileLocked = ticks
      await other.execute('COMMIT')
      await expect(booking).resolves.toMatchObject({ question: 'Tijdens de import?' })
      clearInterval(ticking)
      expect(Date.now() - started).toBeGreaterThanOrEqual(1500)
      // SQLite's own busy handler would have stopped the event loop for the whole wait.
      expect(ticksWhileLocked).toBeGreaterThan(20)
      expect(
        (await t.payload.count({ collection: 'faqs', where: { order: { equals: 7 } } })).totalDocs,
      ).toBe(2)
      // Stored, not only answered: the try that met the lock left its connection unusable
      // (libsql keeps the failed statement open), and a COMMIT there would have failed.
      expect(
        (await t.payload.find({ collection: 'faqs', where: { order: { equals: 1 } } })).docs,
      ).toEqual([expect.objectContaining({ question: 'Tijdens de import?' })])
    } finally {
      other.close()
    }
  }, 30_000)

  it('a COMMIT the database refuses fails the save instead of passing for stored', async () => {
    type Client = { execute: (statement: string) => Promise<unknown> }
    const client = (t.payload.db as unknown as { client: Client }).client
    await client.execute('CREATE TABLE test_parent (id INTEGER PRIMARY KEY)')
    await client.execute('CREATE TABLE test_child (parent INTEGER REFERENCES test_parent (id))')
    // The next transaction runs on this connection; with its foreign keys checked at COMMIT,
    // a child without a parent makes the COMMIT fail.
    await client.execute('PRAGMA foreign_keys = ON')
    const id = await t.payload.db.beginTransaction()
    type Session = { db: { run: (query: ReturnType<typeof sql>) => Promise<unknown> } }
    const { db } = (t.payload.db as unknown as { sessions: Record<string, Session> }).sessions[
      String(id)
    ]!
    await db.run(sql`PRAGMA defer_foreign_keys = ON`)
    await db.run(sql`INSERT INTO test_child (parent) VALUES (42)`)
    await expect(t.payload.db.commitTransaction(id!)).rejects.toThrow(/did not commit/)
    expect(await client.execute('SELECT count(*) AS n FROM test_child')).toMatchObject({
      rows: [{ n: 0 }],
    })
    // Nothing stays locked: the next save goes through.
    await expect(faq('Na de fout?')).resolves.toMatchObject({ question: 'Na de fout?' })
    await client.execute('DROP TABLE test_child')
    await client.execute('DROP TABLE test_parent')
  }, 30_000)
})
