#!/usr/bin/env node
// Runs a TypeScript entry point (seed, import, bench) with the project's .env loaded.
//
// The entry is bundled with esbuild (our sources only; packages stay external) and run by
// plain Node. Loader hooks (tsx) raced with Payload's module graph and now and then left the
// process hanging or exiting with code 13 before anything ran.
//
// Scripts default to NODE_ENV=production: in any other mode Payload pushes its dev schema and
// marks the database as dev-managed, after which migrations refuse to run on it.
import { spawnSync } from 'node:child_process'
import path from 'node:path'

import nextEnv from '@next/env'
import { build } from 'esbuild'

const [entry, ...args] = process.argv.slice(2)
if (!entry) {
  console.error('usage: node scripts/run-ts.mjs <file.ts> [args...]')
  process.exit(2)
}
process.env.NODE_ENV ??= 'production'
nextEnv.loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error })

const outfile = path.resolve('node_modules/.cache/scripts', `${path.basename(entry, '.ts')}.mjs`)
await build({
  entryPoints: [entry],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  // Next's subpath modules have no exports map; plain Node ESM needs the file name.
  alias: { 'next/cache': 'next/cache.js' },
  tsconfig: 'tsconfig.json',
  sourcemap: 'inline',
  logLevel: 'warning',
})

const result = spawnSync(process.execPath, ['--enable-source-maps', outfile, ...args], { stdio: 'inherit', env: process.env })
process.exit(result.status ?? 1)
