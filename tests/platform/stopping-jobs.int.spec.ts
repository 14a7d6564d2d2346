import type { TaskConfig } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { leaveForNextRunner, stopJobs, stoppableTasks, stopSignal } from '@/platform/jobs/stopping'

import { startPayload, type TestPayload } from '../helpers/payload'
import { pause, until } from '../helpers/stopping'

const started = new Set<string>()
const finished = new Set<string>()

/** A step that takes 1.5 s once begun (a mail waiting for its provider's answer). */
const slowStep: TaskConfig = {
  slug: 'testSlowStep' as TaskConfig['slug'],
  handler: async ({ job }) => {
    started.add('slow')
    await pause(1_500)
    finished.add(String(job.id))
    return { output: {} }
  },
}
/** A long step that ends at the stop without an outcome (page warming, an import). */
const longStep: TaskConfig = {
  slug: 'testLongStep' as TaskConfig['slug'],
  handler: async ({ job }) => {
    started.add('long')
    await new Promise((resolve) => stopSignal().addEventListener('abort', resolve))
    return leaveForNextRunner(job)
  },
}

/** The Jobs Queue's stop on a real SQLite file, with steps of known length. */
describe('stopping the jobs of a process', () => {
  let t: TestPayload
  beforeAll(async () => {
    t = await startPayload((config) => {
      config.jobs.tasks = [...(config.jobs.tasks ?? []), ...stoppableTasks([slowStep, longStep])]
    })
  })
  afterAll(async () => {
    await t?.cleanup()
  })

  // Tasks this test adds to the config, which the generated job types do not know.
  const queue = (task: string, name = 'default') =>
    t.payload.jobs.queue({ task, input: {}, queue: name } as never) as Promise<{
      id: number | string
    }>
  const job = (id: number | string) =>
    t.payload.findByID({ collection: 'payload-jobs', id, disableErrors: true })

  it('waits for the step in hand, hands back the one that stopped, and starts none after', async () => {
    const slow = await queue('testSlowStep')
    const long = await queue('testLongStep', 'long')
    const waiting = await queue('testSlowStep', 'later')
    void t.payload.jobs.run({ limit: 1 })
    void t.payload.jobs.run({ queue: 'long' })
    expect(await until(() => started.has('slow') && started.has('long'), 10_000)).toBe(true)

    const begun = Date.now()
    const { handedBack } = await stopJobs(t.payload, begun + 5_000)
    const took = Date.now() - begun
    // The slow step ran to its end (about 1.5 s); the long one did not hold the stop up.
    expect(finished.has(String(slow.id))).toBe(true)
    expect(took).toBeLessThan(4_000)
    expect(handedBack).toBe(1)
    // Back in the queue as it was: no try counted, no error, for the next runner to take.
    expect(await job(long.id)).toMatchObject({
      processing: false,
      hasError: false,
      totalTried: 0,
    })
    expect((await job(long.id))?.completedAt ?? null).toBeNull()

    // A batch a cron had claimed just before the stop: its step does not begin.
    void t.payload.jobs.run({ queue: 'later' })
    await pause(2_000)
    expect(finished.has(String(waiting.id))).toBe(false)
  })
})
