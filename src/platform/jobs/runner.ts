import type { JobsConfig, Payload } from 'payload'

import { runnerLease } from '@/platform/jobs/runner-lease'
import { jobsStopping } from '@/platform/jobs/stopping'

import { serverEnv } from '../env'

/**
 * Where queued jobs run. By default inside the app process (Payload's autoRun: mails and
 * reminders every 5 s, catalogue imports every 2 s, page warming every 10 s; `protect` keeps runs from overlapping).
 * With several app processes, they set JOBS_AUTORUN=0 and one worker runs every queue (compose's
 * `worker` service, or `npm run worker`). Whatever the set-up, only the process holding the
 * runner lease runs jobs, so no job runs twice, and the jobs of a runner that died are taken up
 * again. A process that stops starts no run (platform/stop.ts). Tests run jobs themselves.
 * The default queue runs here; a feature with a queue of its own hands it in (payload.config.ts).
 */

/** A queue of a feature's own and how often the runner looks at it. */
export type QueueRun = { cron: string; queue: string; limit: number }

export const jobsRunner = (featureQueues: QueueRun[]) =>
  ({
    autoRun: [{ cron: '*/5 * * * * *', queue: 'default', limit: 20 }, ...featureQueues],
    shouldAutoRun: async (payload: Payload) => {
      const env = serverEnv()
      if (env.JOBS_AUTORUN === '0' || env.NODE_ENV === 'test' || jobsStopping()) return false
      return runnerLease(payload).held()
    },
    // The jobs are the outbox's delivery record; staff read the mails themselves (E-mails).
    deleteJobOnComplete: true,
  }) satisfies Partial<JobsConfig>
