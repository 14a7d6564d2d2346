/**
 * `npm run worker`: runs queued jobs (booking mails, reminders) in a process of its own, for
 * setups whose web servers run with JOBS_AUTORUN=0. It is Payload's own autoRun, the same
 * schedule as inside the app, on the same database.
 */
import { getPayload } from 'payload'

import config from '../payload.config'

async function main() {
  process.env.JOBS_AUTORUN = '1'
  const payload = await getPayload({ config, cron: true })
  console.log('Job worker running: booking mails and reminders (Ctrl+C stops it).')
  const stop = async () => {
    await payload.destroy()
    process.exit(0)
  }
  process.on('SIGTERM', stop)
  process.on('SIGINT', stop)
}

main().catch((error: unknown) => {
  console.error('Worker failed:', error)
  process.exit(1)
})
