/**
 * `npm run import -- <file.csv> [--dry-run]`: validates a tuning CSV as a whole, then upserts
 * brands, models, build years and engines by path. Exit code 1 on a file that cannot be read.
 */
import fs from 'node:fs'

import { getPayload } from 'payload'

import { parseCatalogueCsv } from '@/domain/csv/parse'
import { importCatalogue } from '@/server/import/catalogue-import'
import { refreshRunningSite } from '@/server/import/notify-site'
import { formatSummary } from '@/server/import/report'

import config from '../payload.config'

async function main() {
  const args = process.argv.slice(2)
  const dryRun = args.includes('--dry-run')
  const file = args.find((arg) => !arg.startsWith('--'))
  if (!file) {
    console.error('usage: npm run import -- <file.csv> [--dry-run]')
    return 2
  }
  if (!fs.existsSync(file)) {
    console.error(`Cannot read ${file}: no such file.`)
    return 1
  }

  const parsed = parseCatalogueCsv(fs.readFileSync(file, 'utf8'))
  if (!parsed.ok) {
    console.error(`Refused ${file}: ${parsed.error}. Nothing was changed.`)
    return 1
  }
  console.log(`${file}: ${parsed.records} data rows, ${parsed.rows.length} engines to import.`)

  const payload = await getPayload({ config })
  const started = performance.now()
  const summary = await importCatalogue(payload, parsed.rows, parsed.issues, {
    dryRun,
    onProgress: (done, total) => process.stdout.write(`\r  engines ${done}/${total}`),
  })
  process.stdout.write('\n')
  console.log(formatSummary(summary, { dryRun }))
  console.log(`Took ${((performance.now() - started) / 1000).toFixed(1)} s.`)
  if (!dryRun) console.log(await refreshRunningSite(process.env.SITE_URL))
  await payload.destroy()
  return 0
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('Import failed; nothing was changed.', error)
    process.exit(1)
  },
)
