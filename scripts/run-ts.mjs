#!/usr/bin/env node
// Runs a TypeScript entry point (seed, import, bench) with the project's .env loaded.
// Scripts default to NODE_ENV=production: in any other mode Payload pushes its dev schema and
// marks the database as dev-managed, after which migrations refuse to run on it.
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import nextEnv from '@next/env'
import { register } from 'tsx/esm/api'

const [entry, ...args] = process.argv.slice(2)
if (!entry) {
  console.error('usage: node scripts/run-ts.mjs <file.ts> [args...]')
  process.exit(2)
}
process.env.NODE_ENV ??= 'production'
nextEnv.loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error })
process.argv = [process.argv[0], entry, ...args]
register()
await import(pathToFileURL(path.resolve(entry)).href)
