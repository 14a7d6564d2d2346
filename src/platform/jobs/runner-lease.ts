// Upstream: Payload 3.90 claims a job with a `processing` flag that never expires and that
// `runByID` ignores. Fixed on Payload's main branch (4.0), not in 3.x: a renewable lease in
// https://github.com/payloadcms/payload/pull/17220 and safe claims by several workers in
// https://github.com/payloadcms/payload/pull/17441 (closing /issues/16043); a stranded job is
// also https://github.com/payloadcms/payload/issues/17645.
// Canary (runs it): tests/platform/upstream/payload-writes.int.spec.ts.

import { randomUUID } from 'node:crypto'
import { hostname } from 'node:os'

import type { Payload } from 'payload'

/** A runner that stopped renewing for this long is taken to be gone. */
export const LEASE_MS = 30_000
const RENEW_EVERY_MS = 10_000
const RUNNERS = 'job-runners'
const NAME = 'jobs'

type Row = { id: number | string; holder?: string | null; expiresAt?: string | null }

export type RunnerLease = {
  readonly holder: string
  /** Whether this process may run jobs now: it holds the lease, or just took it. */
  held: () => Promise<boolean>
  /** Gives the lease up (a worker that stops), so the next runner need not wait for it. */
  release: () => Promise<void>
}

/**
 * One runner of the Jobs Queue per database, in every topology. Payload 3.90 marks a job it
 * runs only with a `processing` flag: two runners can take the same job (a customer mailed
 * twice), and the jobs of a runner that died stay "processing" for ever (a customer never
 * mailed). So the runner holds a lease, a row it renews every 10 s; another process runs jobs
 * only once the lease has lapsed for 30 s, and then first hands back every job still marked as
 * processing: the runner that held them is gone. Claims are conditional updates on the row, so
 * two processes never both hold it.
 */
export function createRunnerLease(
  payload: Payload,
  {
    holder = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`,
    leaseMs = LEASE_MS,
    renewEveryMs = RENEW_EVERY_MS,
  } = {},
): RunnerLease {
  let heldUntil = 0
  let renewing: NodeJS.Timeout | undefined

  async function claim(): Promise<boolean> {
    const now = Date.now()
    const expiresAt = new Date(now + leaseMs).toISOString()
    const row = (await payload.db.findOne({
      collection: RUNNERS,
      where: { name: { equals: NAME } },
    })) as Row | null
    let previous: string | null | undefined
    if (!row) {
      try {
        await payload.db.create({ collection: RUNNERS, data: { name: NAME, holder, expiresAt } })
      } catch {
        return false // another process created it first
      }
    } else {
      const lapsed = !row.expiresAt || Date.parse(row.expiresAt) <= now
      if (row.holder !== holder && !lapsed) return false
      const taken = await payload.db.updateOne({
        collection: RUNNERS,
        where: {
          and: [
            { id: { equals: row.id } },
            row.holder ? { holder: { equals: row.holder } } : { holder: { exists: false } },
            row.expiresAt
              ? { expiresAt: { equals: row.expiresAt } }
              : { expiresAt: { exists: false } },
          ],
        },
        data: { holder, expiresAt },
        options: { atomic: true },
        returning: true,
      })
      if (!taken) return false
      previous = row.holder
    }
    if (previous !== holder) await handBackJobsOfGoneRunner(payload)
    heldUntil = now + leaseMs
    renewing ??= setInterval(() => {
      claim().then(
        (kept) => {
          if (!kept) heldUntil = 0
        },
        () => {
          heldUntil = 0
        },
      )
    }, renewEveryMs).unref()
    return true
  }

  return {
    holder,
    held: async () => (Date.now() < heldUntil - renewEveryMs ? true : claim()),
    release: async () => {
      clearInterval(renewing)
      renewing = undefined
      heldUntil = 0
      await payload.db.updateOne({
        collection: RUNNERS,
        where: { and: [{ name: { equals: NAME } }, { holder: { equals: holder } }] },
        data: { expiresAt: new Date(0).toISOString() },
        options: { atomic: true },
      })
    },
  }
}

/** Jobs still marked as processing when the lease changes hands: their runner is gone. */
async function handBackJobsOfGoneRunner(payload: Payload) {
  const handedBack = await payload.db.updateJobs({
    where: { processing: { equals: true } },
    data: { processing: false },
    returning: true,
  })
  if (handedBack?.length)
    payload.logger.warn(
      `Jobs queue: ${handedBack.length} job(s) of a runner that stopped were handed back to run again.`,
    )
}

const leases = new WeakMap<Payload, RunnerLease>()

/** This process's lease on the Jobs Queue of `payload`'s database. */
export function runnerLease(payload: Payload): RunnerLease {
  let lease = leases.get(payload)
  if (!lease) {
    lease = createRunnerLease(payload)
    leases.set(payload, lease)
  }
  return lease
}
