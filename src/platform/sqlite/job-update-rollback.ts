// Upstream: https://github.com/payloadcms/payload/issues/17912 (open; fixes proposed in
// https://github.com/payloadcms/payload/pull/17917 and /pull/17979).
// Canary (runs it): tests/platform/upstream/payload-writes.int.spec.ts.

import type { BaseDatabaseAdapter } from 'payload'

type UpdateJobsArgs = Parameters<BaseDatabaseAdapter['updateJobs']>[0]

/**
 * Payload 3.90.2's `updateJob` (payload/dist/queues/utilities/updateJob.js) begins a transaction
 * of its own, hands it to `db.updateJobs` in a request object holding nothing but its id, and
 * commits after; it never rolls back. When `updateJobs` throws (a `where` that names no field, a
 * lock another process held too long) the transaction stays open: on SQLite it keeps the write
 * lock, and every write of the process waited for it until the process was restarted. A failed
 * `updateJobs` on such a bare request now rolls its transaction back.
 */
export function rollBackFailedJobUpdates(instance: BaseDatabaseAdapter): void {
  const updateJobs = instance.updateJobs.bind(instance)
  instance.updateJobs = async (args: UpdateJobsArgs) => {
    try {
      return await updateJobs(args)
    } catch (error) {
      const req = args.req as { transactionID?: number | string } | undefined
      const bare = req && Object.keys(req).length === 1 && req.transactionID !== undefined
      if (bare) await instance.rollbackTransaction(req.transactionID!).catch(() => {})
      throw error
    }
  }
}
