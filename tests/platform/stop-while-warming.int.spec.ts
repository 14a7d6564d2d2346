import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  ensureProductionBuild,
  freshSeededDatabase,
  type ProductionServer,
  startProductionServer,
} from '../helpers/production-server'
import { jobsOf, pause, timedStop, until } from '../helpers/stopping'

const PORT = 4680

/**
 * SIGTERM while the start-up page warming renders the demo catalogue (minutes of pages): the
 * production server exits within Docker's 10 s with code 0, and the warming goes back to the
 * queue, to run again after the restart.
 */
describe('stopping a production server in the middle of the page warming', () => {
  let databaseUrl = ''
  let server: ProductionServer | undefined
  beforeAll(() => {
    ensureProductionBuild()
    databaseUrl = freshSeededDatabase().url
  }, 600_000)
  afterAll(async () => {
    if (server?.child.exitCode === null) await timedStop(server)
  })

  const start = () => startProductionServer({ port: PORT, databaseUrl, env: { PAGE_WARMING: '1' } })
  const warming = () => jobsOf(databaseUrl, 'warmPages')

  it('exits within 10 s with code 0 and leaves the warming queued for the next start', async () => {
    server = await start()
    // The warm queue runs every 10 s; the start-up warming is taken on the first run.
    expect(await until(async () => (await warming()).some((job) => job.processing), 40_000)).toBe(
      true,
    )
    await pause(3_000)
    const stopped = await timedStop(server)
    expect(stopped).toMatchObject({ code: 0, killed: false })
    expect(stopped.ms).toBeLessThan(10_000)
    console.log(`stopped in ${stopped.ms} ms while warming`)
    // Neither done nor failed nor lost: the same job, waiting for a runner.
    expect(await warming()).toEqual([
      expect.objectContaining({ processing: 0, has_error: 0, completed_at: null }),
    ])
    expect(server.output()).toContain('[stop] SIGTERM')

    // The restarted server takes that job up again (and queues no second one), and stops again.
    server = await start()
    expect(await until(async () => (await warming()).some((job) => job.processing), 40_000)).toBe(
      true,
    )
    expect(await warming()).toHaveLength(1)
    const again = await timedStop(server)
    expect(again).toMatchObject({ code: 0, killed: false })
    expect(again.ms).toBeLessThan(10_000)
  }, 240_000)
})
