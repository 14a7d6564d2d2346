import type { JobsConfig } from 'payload'

import { serverEnv } from '../env'

/**
 * Where queued jobs run. By default inside the app process, every 5 seconds (Payload's
 * autoRun; `protect` keeps runs from overlapping). A bigger setup sets JOBS_AUTORUN=0 on the
 * web servers and runs `npm run worker` (Payload's `jobs:run` with the same schedule) as its own
 * process. Tests run jobs themselves.
 */
export const jobsRunner = {
  autoRun: [{ cron: '*/5 * * * * *', queue: 'default', limit: 20 }],
  shouldAutoRun: () => {
    const env = serverEnv()
    return env.JOBS_AUTORUN !== '0' && env.NODE_ENV !== 'test'
  },
  // The jobs are the outbox's delivery record; staff read the mails themselves (E-mails).
  deleteJobOnComplete: true,
} satisfies Partial<JobsConfig>
