import path from 'node:path'

import { createClient } from '@libsql/client'
import { logError, NotFound } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type BarePayload, COUNT_TASK, createThing, NOTES, startBarePayload } from './bare-payload'

/**
 * Canaries of Payload's writes on SQLite, run on Payload without our connection rules: each
 * asserts what Payload does today. When one fails after an upgrade, Payload behaves now: read
 * the module named in the test, check, and delete what it works around.
 */
let bare: BarePayload
let runs = 0

beforeAll(async () => {
  bare = await startBarePayload('canary-writes', [
    {
      slug: COUNT_TASK,
      handler: async () => {
        runs++
        return { output: {} }
      },
    },
  ])
})
afterAll(async () => bare?.cleanup())

type Sessions = Record<string, unknown>
const openTransactions = () => Object.keys((bare.payload.db.sessions ?? {}) as Sessions)
const stop = new Error('the canary has seen enough')

describe('Payload transactions (src/platform/sqlite/write-flows.ts, nested-transactions.ts)', () => {
  it('writes outside the transaction forgot-password opened', async () => {
    const { payload } = bare
    await payload.create({
      collection: 'users',
      data: { email: 'staff@example.com', password: 'a-long-password' },
    })
    const writes: { transactionID: unknown; open: number }[] = []
    const updateOne = payload.db.updateOne
    payload.db.updateOne = async (args) => {
      const { transactionID } = (args.req ?? {}) as { transactionID?: unknown }
      writes.push({ transactionID, open: openTransactions().length })
      throw stop
    }
    try {
      await expect(
        payload.forgotPassword({ collection: 'users', data: { email: 'staff@example.com' } }),
      ).rejects.toBe(stop)
    } finally {
      payload.db.updateOne = updateOne
    }
    expect(writes).toEqual([{ transactionID: undefined, open: 1 }])
  })

  it('begins a second transaction for a Local API call in a hook that does not pass `req`', async () => {
    const { payload } = bare
    const begun: number[] = []
    const beginTransaction = payload.db.beginTransaction
    payload.db.beginTransaction = async (options) => {
      begun.push(openTransactions().length)
      if (begun.length > 1) throw stop
      return beginTransaction.call(payload.db, options)
    }
    try {
      await expect(payload.create({ collection: NOTES, data: {} })).rejects.toBe(stop)
    } finally {
      payload.db.beginTransaction = beginTransaction
    }
    expect(begun).toEqual([0, 1])
  })
})

describe('Payload Jobs Queue', () => {
  it('never rolls back the transaction it begins for a job update (src/platform/sqlite/job-update-rollback.ts)', async () => {
    const { payload } = bare
    const job = await payload.jobs.queue({ task: COUNT_TASK, input: {} })
    const { updateJob } = (await import(
      path.resolve('node_modules/payload/dist/queues/utilities/updateJob.js')
    )) as { updateJob: (args: object) => Promise<unknown> }
    const updateJobs = payload.db.updateJobs
    payload.db.updateJobs = async () => {
      throw stop
    }
    const before = openTransactions()
    try {
      await expect(
        updateJob({ id: job.id, data: { processing: true }, req: { payload } }),
      ).rejects.toBe(stop)
    } finally {
      payload.db.updateJobs = updateJobs
    }
    const left = openTransactions().filter((id) => !before.includes(id))
    expect(left).toHaveLength(1)
    // It holds the write lock: another connection cannot write until it ends.
    const other = createClient({ url: `file:${bare.file}` })
    try {
      await expect(other.execute('BEGIN IMMEDIATE')).rejects.toMatchObject({ code: 'SQLITE_BUSY' })
    } finally {
      other.close()
      await payload.db.rollbackTransaction(left[0]!)
      await payload.delete({ collection: 'payload-jobs', id: job.id })
    }
  })

  /** A queued job as a runner leaves it that took it and stopped (or still runs it). */
  async function jobMarkedProcessing() {
    runs = 0
    const job = await bare.payload.jobs.queue({ task: COUNT_TASK, input: {} })
    await bare.payload.db.updateJobs({ id: job.id, data: { processing: true } })
    return job
  }

  it('never runs again a job a runner left marked as processing (src/platform/jobs/runner-lease.ts)', async () => {
    const { payload } = bare
    const job = await jobMarkedProcessing()
    await payload.jobs.run()
    await payload.jobs.run()
    expect(runs).toBe(0)
    expect(await payload.findByID({ collection: 'payload-jobs', id: job.id })).toMatchObject({
      processing: true,
      completedAt: null,
    })
    await payload.delete({ collection: 'payload-jobs', id: job.id })
  })

  it('lets a second runner take a job another holds (src/platform/jobs/runner-lease.ts)', async () => {
    const job = await jobMarkedProcessing()
    await bare.payload.jobs.runByID({ id: job.id })
    expect(runs).toBe(1)
  })
})

describe('Payload field values (src/platform/payload/strict-field-values.ts)', () => {
  it('turns a number sent as text into its leading digits', async () => {
    expect((await createThing(bare.payload, { count: '90,5' })).count).toBe(90)
  })
})

describe('Payload error logging (src/platform/next/config.mjs, serverMinification)', () => {
  it('logs an error at the level its class name has, so a renamed class logs as an error', () => {
    const levels: string[] = []
    const logger = Object.fromEntries(
      ['info', 'error', 'warn', 'debug'].map((level) => [level, () => levels.push(level)]),
    )
    const payload = { config: bare.payload.config, logger } as unknown as Parameters<
      typeof logError
    >[0]['payload']
    // What a minifier makes of `class NotFound`: the same class under a short name.
    const Minified = { t: class extends NotFound {} }.t
    logError({ err: new NotFound(), payload })
    logError({ err: new Minified(), payload })
    expect(levels).toEqual(['info', 'error'])
  })
})
