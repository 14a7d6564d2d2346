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

  it('a write outside a transaction waits for an open one instead of failing', async () => {
    const first = await faq('Eerst?')
    const id = await t.payload.db.beginTransaction()
    await t.payload.create({
      collection: 'faqs',
      data: { question: 'In de transactie?', answer: 'Ja.', order: 1 },
      req: { transactionID: id! } as never,
      overrideAccess: true,
    })
    // What the job queue does for its bookkeeping: a plain update through the adapter.
    const outside = t.payload.db.updateOne({
      collection: 'faqs',
      id: first.id,
      data: { order: 2 },
      returning: false,
    })
    // The transaction goes on with work of its own (a password hash, a mail), then commits.
    await pause(300)
    await t.payload.db.commitTransaction(id!)
    await outside
    expect((await t.payload.findByID({ collection: 'faqs', id: first.id })).order).toBe(2)
    // And the connection is still good for the next transaction and the next write.
    const next = await t.payload.db.beginTransaction()
    await t.payload.db.commitTransaction(next!)
    await expect(faq('Daarna?')).resolves.toMatchObject({ question: 'Daarna?' })
    expect((await t.payload.count({ collection: 'faqs' })).totalDocs).toBe(3)
  }, 30_000)
})
