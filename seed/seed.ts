/** `npm run seed`: fills an empty database with the demo workshop; safe to run again. */
import { getPayload } from 'payload'

import { refreshRunningSite } from '@/catalogue/server'

import config from '../payload.config'
import { seed } from './lib/seed'

async function main() {
  const payload = await getPayload({ config })
  const started = performance.now()
  const report = await seed(payload, {
    adminEmail: process.env.ADMIN_EMAIL,
    adminPassword: process.env.ADMIN_PASSWORD,
    log: (line) => console.log(`  ${line}`),
  })
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  console.log(
    report.created.length > 0
      ? `Seed done in ${seconds} s.`
      : `Nothing to seed: the database was already filled (${seconds} s).`,
  )
  if (report.created.length > 0 && process.env.SEED_NOTIFY_SITE !== '0')
    console.log(await refreshRunningSite())
  await payload.destroy()
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error('Seed failed:', error)
    process.exit(1)
  },
)
