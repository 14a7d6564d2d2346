/**
 * `npm run import -- <file.csv> [--dry-run] [--accept-partial] [--hide-stale]`: validates a tuning CSV as a
 * whole, then upserts brands, models, build years and engines in one transaction. Exit code 1
 * on a file that cannot be read, and on rejected rows unless --accept-partial (then the valid
 * rows are imported and the rejected ones reported).
 */
import fs from 'node:fs'

import { getPayload } from 'payload'

import {
  parseCatalogueCsv,
  fileProblemText,
  importCatalogue,
  refreshRunningSite,
  formatSummary,
} from '@/catalogue/server'

import config from '../payload.config'

async function main() {
  const args = process.argv.slice(2)
  const acceptPartial = args.includes('--accept-partial')
  const staleAction = args.includes('--hide-stale') ? 'hide' : 'keep'
  let dryRun = args.includes('--dry-run')
  const file = args.find((arg) => !arg.startsWith('--'))
  if (!file) {
    console.error(
      'usage: npm run import -- <file.csv> [--dry-run] [--accept-partial] [--hide-stale]',
    )
    return 2
  }
  if (!fs.existsSync(file)) {
    console.error(`Cannot read ${file}: no such file.`)
    return 1
  }

  const parsed = parseCatalogueCsv(fs.readFileSync(file))
  if (!parsed.ok) {
    console.error(`Refused ${file}: ${fileProblemText(parsed.problem, 'en')}. Nothing was changed.`)
    return 1
  }
  const rejected =
    parsed.issues.filter((issue) => issue.kind === 'rejected').length + parsed.omittedIssues
  const partial = rejected > 0 && !acceptPartial
  if (partial) dryRun = true
  console.log(`${file}: ${parsed.records} data rows, ${parsed.rows.length} engines to import.`)

  const payload = await getPayload({ config })
  const started = performance.now()
  const summary = await importCatalogue(payload, parsed.rows, parsed.issues, {
    dryRun,
    staleAction,
    onProgress: (done, total) => process.stdout.write(`\r  engines ${done}/${total}`),
  })
  process.stdout.write('\n')
  console.log(formatSummary(summary, { dryRun }))
  if (parsed.omittedIssues > 0)
    console.log(`${parsed.omittedIssues} more rows had issues (not listed).`)
  console.log(`Took ${((performance.now() - started) / 1000).toFixed(1)} s.`)
  if (partial) {
    console.error(
      `${rejected} row(s) rejected: nothing was changed. Fix them, or run again with --accept-partial.`,
    )
  } else if (!dryRun) console.log(await refreshRunningSite())
  await payload.destroy()
  return partial ? 1 : 0
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('Import failed; nothing was changed (the import runs in one transaction).', error)
    process.exit(1)
  },
)
