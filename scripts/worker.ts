/**
 * `npm run worker`: runs the Jobs Queue (booking mails, reminders, staff mails, catalogue
 * imports, scheduled publishes) in a process of its own, for set-ups whose app servers run with
 * JOBS_AUTORUN=0. It is Payload's own autoRun, with the same schedule and the same runner lease
 * as inside the app: while another process holds the lease, this one waits.
 */
import { getPayload } from 'payload'

import { runnerLease } from '@/platform/jobs/runner-lease'
import { closeSharedRedis } from '@/platform/shared/redis'

import config from '../payload.config'

async function main() {
  process.env.JOBS_AUTORUN = '1'
  const payload = await getPayload({ config, cron: true })
  console.log('Job worker running: mails, reminders, imports (Ctrl+C stops it).')
  const stop = async () => {
    // Handing the lease back lets a restarted worker start at once instead of after 30 s.
    await runnerLease(payload)
      .release()
      .catch(() => {})
    await payload.destroy()
    await closeSharedRedis()
    process.exit(0)
  }
  process.on('SIGTERM', stop)
  process.on('SIGINT', stop)
}

main().catch((error: unknown) => {
  console.error('Worker failed:', error)
  process.exit(1)
})
