#!/usr/bin/env node
// Runs a TypeScript entry point (seed, import, bench) with the project's .env loaded.
// Scripts default to NODE_ENV=production: in any other mode Payload pushes its dev schema and
// marks the database as dev-managed, after which migrations refuse to run on it.
// The entry runs as Node's main module under `--import tsx`: loaded instead through a dynamic
// import (tsx's register API or CLI), Payload's module graph can stall when stdin is not a
// terminal (CI, Playwright's web server) and the process ends with nothing done.
import { spawnSync } from 'node:child_process'

import nextEnv from '@next/env'

const [entry, ...args] = process.argv.slice(2)
if (!entry) {
  console.error('usage: node scripts/run-ts.mjs <file.ts> [args...]')
  process.exit(2)
}
process.env.NODE_ENV ??= 'production'
nextEnv.loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error })

const result = spawnSync(process.execPath, ['--import', 'tsx', entry, ...args], { stdio: 'inherit', env: process.env })
process.exit(result.status ?? 1)
