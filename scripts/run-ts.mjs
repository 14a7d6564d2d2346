#!/usr/bin/env node
// Runs a TypeScript entry point (seed, import, bench) with the project's .env loaded.
//
// The entry is bundled with esbuild and run by plain Node. Packages stay external except the
// rich text editor and Lexical: Lexical's Node entry points load themselves with top-level
// await, and on Node 20 a graph of such modules now and then deadlocks (the process hangs or
// exits with code 13 before anything ran). Bundled, they are one module and load every time.
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

const bundled = /^(@payloadcms\/richtext-lexical|@lexical\/|lexical$)/
const externalPackagesExceptLexical = {
  name: 'external-packages-except-lexical',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@/') || bundled.test(args.path)) return undefined
      // Next's subpath modules have no exports map; plain Node ESM needs the file name.
      const path = /^next\/[\w-]+$/.test(args.path) ? `${args.path}.js` : args.path
      return { path, external: true }
    })
  },
}

const outfile = path.resolve('node_modules/.cache/scripts', `${path.basename(entry, '.ts')}.mjs`)
await build({
  entryPoints: [entry],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  plugins: [externalPackagesExceptLexical],
  tsconfig: 'tsconfig.json',
  sourcemap: 'inline',
  logLevel: 'warning',
})

const result = spawnSync(process.execPath, ['--enable-source-maps', outfile, ...args], {
  stdio: 'inherit',
  env: process.env,
})
process.exit(result.status ?? 1)
