// Small helpers shared by the start, serve and e2e scripts.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { runInForeground } from './foreground.mjs'
import { serveBehindPageCache } from './front.mjs'

export const root = path.resolve(import.meta.dirname, '..')
export const nextBin = path.join(root, 'node_modules/next/dist/bin/next')

// The site runs offline-capable; nothing should try to phone home.
process.env.NEXT_TELEMETRY_DISABLED = '1'

/** Runs a command to completion with inherited output; exits the process when it fails. */
export function run(command, args, env = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } })
  if (result.status !== 0) {
    console.error(`\n${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal}).`)
    process.exit(result.status ?? 1)
  }
}

/** Deletes a SQLite database with its WAL and shared-memory files. */
export function removeDatabase(url) {
  const file = path.resolve(root, url.replace(/^file:/, ''))
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(file + suffix, { force: true })
}

/**
 * Starts `next start` as a child whose process id we own (npx would leave a next-server behind
 * when killed); a stop signal lets it finish its in-flight requests first (foreground.mjs).
 * Visitors reach it through the page cache (page-cache.mjs) on PORT, unless PAGE_CACHE=0.
 */
export async function serve(env = {}) {
  const port = Number(process.env.PORT || 3000)
  // Next keeps cached data and rendered pages on disk between runs. The seed and the importer
  // change the database while no server runs, so every start begins with empty caches.
  const distDir = env.NEXT_DIST_DIR || process.env.NEXT_DIST_DIR || '.next'
  for (const cache of ['cache/fetch-cache', 'server/route-cache']) {
    fs.rmSync(path.join(root, distDir, cache), { recursive: true, force: true })
  }
  const childEnv = { ...process.env, NODE_ENV: 'production', ...env }
  if (childEnv.PAGE_CACHE === '0') {
    return runInForeground(process.execPath, [nextBin, 'start', '-p', String(port)], { cwd: root, env: childEnv })
  }
  return serveBehindPageCache(port, (upstreamPort) => ({
    command: process.execPath,
    args: [nextBin, 'start', '-p', String(upstreamPort), '-H', '127.0.0.1'],
    env: childEnv,
    cwd: root,
  }))
}

/** True when the production build is missing or older than any source file. */
export function buildIsStale(distDir = '.next') {
  const buildId = path.join(root, distDir, 'BUILD_ID')
  if (!fs.existsSync(buildId)) return true
  const builtAt = fs.statSync(buildId).mtimeMs
  // .env counts: headers() bakes REVIEW_WIDGET_ORIGIN into the build.
  const sources = ['src', 'collections', 'public', 'payload.config.ts', 'next.config.mjs', 'package-lock.json', '.env']
  return sources.some((entry) => newestMtime(path.join(root, entry)) > builtAt)
}

function newestMtime(entry) {
  if (!fs.existsSync(entry)) return 0
  const stat = fs.statSync(entry)
  if (!stat.isDirectory()) return stat.mtimeMs
  return fs.readdirSync(entry).reduce((newest, name) => Math.max(newest, newestMtime(path.join(entry, name))), 0)
}
