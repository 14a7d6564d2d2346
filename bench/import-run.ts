/** One measured import into a fresh SQLite file; prints a JSON line for bench/import.bench.ts. */
import fs from 'node:fs'

import { getPayload } from 'payload'

import { parseCatalogueCsv } from '@/catalogue/server'
import { fileProblemText } from '@/catalogue/server'
import { importCatalogue } from '@/catalogue/server'

import config from '../payload.config'

type Timing = { run: string; seconds: number; created: number; unchanged: number }

async function main(file: string) {
  const payload = await getPayload({ config })
  const timings: Timing[] = []
  let rows = 0
  // The dry run is what the admin's preview does with a file against the filled catalogue.
  for (const run of ['first import', 're-import', 'dry run']) {
    const started = performance.now()
    const parsed = parseCatalogueCsv(fs.readFileSync(file))
    if (!parsed.ok) throw new Error(fileProblemText(parsed.problem, 'en'))
    rows = parsed.records
    const summary = await importCatalogue(payload, parsed.rows, parsed.issues, {
      dryRun: run === 'dry run',
    })
    const seconds = (performance.now() - started) / 1000
    timings.push({
      run,
      seconds,
      created: summary.engines.created,
      unchanged: summary.engines.unchanged,
    })
  }
  console.log(JSON.stringify({ file, rows, timings }))
  await payload.destroy()
}

const [file] = process.argv.slice(2)
if (!file) throw new Error('usage: import-run.ts <file.csv>')
main(file).then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
