/**
 * `npm run bench:import`: imports the demo CSV and a generated 20,000-row CSV into fresh
 * SQLite files and prints rows per second for a first import and a re-import of the same file.
 * Target: 20,000 rows in under 60 s, the re-import in under half of that. The dry run (the
 * admin's preview) reads and diffs the file without writing.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { syntheticCatalogueCsv } from './generate-csv'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chiptuning-bench-'))
const generated = path.join(dir, 'generated-20000.csv')
fs.writeFileSync(generated, syntheticCatalogueCsv(20_000))

type Result = {
  file: string
  rows: number
  timings: { run: string; seconds: number; created: number; unchanged: number }[]
}

function measure(file: string, name: string): Result {
  const output = execFileSync(
    process.execPath,
    ['scripts/run-ts.mjs', 'bench/import-run.ts', file],
    {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATABASE_URL: `file:${path.join(dir, `${name}.db`)}`,
      },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  )
  const line = output
    .trim()
    .split('\n')
    .findLast((l) => l.startsWith('{'))
  if (!line) throw new Error(`no result from ${name}:\n${output}`)
  return JSON.parse(line) as Result
}

console.log('Import benchmark (fresh SQLite file per CSV, WAL on)')
console.log(
  'csv                    rows   run            seconds   rows/s   engines created / unchanged',
)
for (const [file, name] of [
  ['seed/demo-catalogue.csv', 'demo'],
  [generated, 'generated'],
] as const) {
  const result = measure(file, name)
  for (const t of result.timings) {
    console.log(
      `${path.basename(file).padEnd(22)} ${String(result.rows).padStart(5)}   ${t.run.padEnd(13)} ${t.seconds.toFixed(2).padStart(8)} ${Math.round(
        result.rows / t.seconds,
      )
        .toString()
        .padStart(8)}   ${t.created} / ${t.unchanged}`,
    )
  }
}
fs.rmSync(dir, { recursive: true, force: true })
