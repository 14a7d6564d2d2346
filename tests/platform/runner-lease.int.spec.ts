import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createRunnerLease } from '@/platform/jobs/runner-lease'

import { startPayload, type TestPayload } from '../helpers/payload'

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The Jobs Queue's runner lease on a real SQLite file: one runner, and none of its jobs lost. */
describe('the runner lease', () => {
  let t: TestPayload
  beforeAll(async () => {
    t = await startPayload()
  })
  afterAll(async () => {
    await t?.cleanup()
  })

  const short = { leaseMs: 600, renewEveryMs: 200 }

  it('lets one process run jobs at a time, and passes on when that one gives the lease back', async () => {
    const first = createRunnerLease(t.payload, { holder: 'first', ...short })
    const second = createRunnerLease(t.payload, { holder: 'second', ...short })
    expect(await first.held()).toBe(true)
    expect(await second.held()).toBe(false)
    // While the first renews, the second never gets it.
    await pause(900)
    expect(await second.held()).toBe(false)
    expect(await first.held()).toBe(true)
    // Given back (a worker that stops), it passes on at once.
    await first.release()
    expect(await second.held()).toBe(true)
    expect(await first.held()).toBe(false)
    await second.release()
  })

  it('hands back the jobs of a runner that died, once its lease has lapsed', async () => {
    // A runner that will not renew within this test: it dies after taking its job.
    const dead = createRunnerLease(t.payload, {
      holder: 'dead',
      leaseMs: 600,
      renewEveryMs: 60_000,
    })
    expect(await dead.held()).toBe(true)
    const job = await t.payload.jobs.queue({
      task: 'sendStaffMail',
      input: { message: { to: ['a@example.nl'], subject: 'x', html: '<p>x</p>', text: 'x' } },
    })
    // What the dead runner left behind: the job marked as being processed, for ever.
    await t.payload.db.updateJobs({
      id: job.id,
      data: { processing: true },
    })
    const next = createRunnerLease(t.payload, { holder: 'next', ...short })
    expect(await next.held()).toBe(false)
    await pause(700)
    expect(await next.held()).toBe(true)
    const handedBack = await t.payload.findByID({ collection: 'payload-jobs', id: job.id })
    expect(handedBack.processing).toBe(false)
    await next.release()
  })
})
