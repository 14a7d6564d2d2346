import type { CollectionAfterChangeHook } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { writeStateOf } from '@/platform/sqlite/connection'

import { startPayload, type TestPayload } from '../helpers/payload'

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

type Nesting = { nest?: 'store' | 'fail-and-go-on'; failAfterNested?: boolean; failHere?: boolean }

/**
 * Hooks that do what hooks do in the wild: call the Local API without `req`, which begins a
 * transaction of its own inside the save's.
 */
const nestingHook: CollectionAfterChangeHook = async ({ doc, context, operation, req }) => {
  const wanted = context as Nesting
  if (operation !== 'create') return doc
  if (wanted.failHere) throw new Error('failed after writing')
  if (!wanted.nest) return doc
  const child = (extra: Nesting) =>
    req.payload.create({
      collection: 'faqs',
      data: { question: `${doc.question} (kind)`, answer: 'Ja.', order: 9 },
      context: extra,
      overrideAccess: true,
    })
  if (wanted.nest === 'store') await child({})
  else await child({ failHere: true }).catch(() => undefined)
  if (wanted.failAfterNested) throw new Error('the save fails after its nested write')
  return doc
}

describe('writes of a flow that holds a transaction on SQLite', () => {
  let t: TestPayload
  beforeAll(async () => {
    t = await startPayload((config) => {
      const faqs = config.collections.find((collection) => collection.slug === 'faqs')!
      faqs.hooks.afterChange = [...(faqs.hooks.afterChange ?? []), nestingHook]
    })
  })
  afterAll(async () => {
    await t?.cleanup()
  })

  const questions = async () =>
    (await t.payload.find({ collection: 'faqs', limit: 100, sort: 'question' })).docs.map(
      (doc) => doc.question,
    )
  const save = (question: string, context: Nesting) =>
    t.payload.create({
      collection: 'faqs',
      data: { question, answer: 'Ja.', order: 1 },
      context,
      overrideAccess: true,
    })

  it("Payload's forgot-password, which writes outside the transaction it opened, finishes", async () => {
    await t.payload.create({
      collection: 'users',
      data: { email: 'vergeten@chiptuning-nijmegen.nl', password: 'een-lang-wachtwoord' },
      overrideAccess: true,
    })
    const started = Date.now()
    const token = await t.payload.forgotPassword({
      collection: 'users',
      data: { email: 'vergeten@chiptuning-nijmegen.nl' },
      // With its mail: only then does it reserve the request outside its transaction.
      disableEmail: false,
    })
    expect(typeof token).toBe('string')
    // Seconds, not the 90 s it took to give up on itself.
    expect(Date.now() - started).toBeLessThan(2_000)
    const { docs } = await t.payload.find({
      collection: 'users',
      where: { email: { equals: 'vergeten@chiptuning-nijmegen.nl' } },
      showHiddenFields: true,
    })
    expect(docs[0]).toMatchObject({ resetPasswordToken: token })
  })

  it('a write outside the transaction of the flow that holds it is part of that transaction', async () => {
    const first = await save('Voor de transactie?', {})
    const id = await t.payload.db.beginTransaction()
    try {
      await t.payload.db.updateOne({
        collection: 'faqs',
        id: first.id,
        data: { order: 5 },
        returning: false,
      })
      // Payload reads a row back after inserting it: that read is in the transaction too.
      const created = await t.payload.db.create({
        collection: 'faqs',
        data: { question: { nl: 'Buiten de transactie?' }, answer: { nl: 'Ja.' }, order: 3 },
      })
      expect(created).toMatchObject({ order: 3, question: { nl: 'Buiten de transactie?' } })
    } finally {
      await t.payload.db.rollbackTransaction(id!)
    }
    // Both went with the rollback instead of waiting for the transaction that waited for them.
    expect((await t.payload.findByID({ collection: 'faqs', id: first.id })).order).toBe(1)
    expect(await questions()).not.toContain('Buiten de transactie?')
  })

  it('a transaction begun inside one stores with it, and goes with it when the save fails', async () => {
    await save('Genest?', { nest: 'store' })
    expect(await questions()).toEqual(
      expect.arrayContaining(['Genest?', 'Genest? (kind)', 'Voor de transactie?']),
    )
    await expect(save('Mislukt?', { nest: 'store', failAfterNested: true })).rejects.toThrow(
      /fails after its nested write/,
    )
    const after = await questions()
    expect(after).not.toContain('Mislukt?')
    expect(after).not.toContain('Mislukt? (kind)')
  })

  it('a nested transaction that fails rolls back alone, and the save around it goes on', async () => {
    await save('Doorgaan?', { nest: 'fail-and-go-on' })
    const after = await questions()
    expect(after).toContain('Doorgaan?')
    // The child wrote its row before its own hook failed: its savepoint took the row back.
    expect(after).not.toContain('Doorgaan? (kind)')
  })

  it('a job update that fails ends the transaction Payload began for it', async () => {
    await t.payload.jobs.queue({
      task: 'sendStaffMail',
      input: { message: { to: ['a@example.nl'], subject: 'Test', html: '<p>x</p>', text: 'x' } },
    })
    // Payload's updateJob begins a transaction and only commits: a `where` it cannot read made
    // `updateJobs` throw and left the write lock held until a restart.
    await expect(
      t.payload.jobs.run({ where: { notAField: { equals: 1 } } as never }),
    ).rejects.toThrow(/notAField|nope|Cannot find field/)
    expect(writeStateOf(t.payload.db)).toMatchObject({ heldForMs: 0 })
    const started = Date.now()
    await expect(save('Na de mislukte taak?', {})).resolves.toMatchObject({
      question: 'Na de mislukte taak?',
    })
    expect(Date.now() - started).toBeLessThan(2_000)
  })

  it('a write that cannot get its turn gives up in seconds, naming the transaction it waited for', async () => {
    let finish!: () => void
    const held = new Promise<void>((resolve) => (finish = resolve))
    // Another flow (it starts after an await, as every request does) holds a transaction.
    const holder = (async () => {
      await null
      const id = await t.payload.db.beginTransaction()
      await held
      await t.payload.db.rollbackTransaction(id!)
    })()
    await pause(50)
    const started = Date.now()
    const waiting = save('Wacht te lang?', {})
    await pause(500)
    expect(writeStateOf(t.payload.db)).toMatchObject({ waiting: 1 })
    const error = (await waiting.then(
      () => new Error('it got its turn'),
      (e: unknown) => e as Error,
    )) as Error
    const waited = Date.now() - started
    finish()
    await holder
    expect(error).toBeInstanceOf(Error)
    expect(error.message).toMatch(/gave up after waiting 5 s for its turn/)
    expect(error.message).toMatch(/held for [\d.]+ s by a transaction begun at:/)
    expect(error.message).toContain('sqlite-write-flows.int.spec.ts')
    expect(waited).toBeLessThan(8_000)
    expect(writeStateOf(t.payload.db)).toEqual({ waiting: 0, longestWaitMs: 0, heldForMs: 0 })
    // Nothing stays stuck: the next save goes through at once.
    await expect(save('Daarna?', {})).resolves.toMatchObject({ question: 'Daarna?' })
  }, 20_000)
})
