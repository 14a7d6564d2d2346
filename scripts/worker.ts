/**
 * `npm run worker`: runs the Jobs Queue (booking mails, reminders, staff mails, catalogue
 * imports, scheduled publishes) in a process of its own, for set-ups whose app servers run with
 * JOBS_AUTORUN=0. It is Payload's own autoRun, with the same schedule and the same runner lease
 * as inside the app: while another process holds the lease, this one waits.
 */
import { getPayload } from 'payload'

import { stopOnSignals } from '@/platform/graceful-stop'

import config from '../payload.config'

async function main() {
  process.env.JOBS_AUTORUN = '1'
  const payload = await getPayload({ config, cron: true })
  // As the app server stops: the job steps in hand finish, the rest go back to the queue, and
  // the lease is given back, so a restarted worker starts at once instead of after 30 s.
  stopOnSignals(Promise.resolve(payload))
  console.log('Job worker running: mails, reminders, imports (Ctrl+C stops it).')
}

main().catch((error: unknown) => {
  console.error('Worker failed:', error)
  process.exit(1)
})
