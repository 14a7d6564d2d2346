// Small helpers shared by the start, serve and e2e scripts.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

export const root = path.resolve(import.meta.dirname, '..')
export const nextBin = path.join(root, 'node_modules/next/dist/bin/next')

// The site runs offline-capable; nothing should try to phone home.
process.env.NEXT_TELEMETRY_DISABLED = '1'

/** Runs a command to completion with inherited output; exits the process when it fails. */
export function run(command, args, env = {}) {
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  })
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
 * Runs `next start` in this process, so a stop signal reaches the server directly. The site's
 * own stop (src/platform/graceful-stop.ts) takes it in place of Next's: on SIGTERM (a container
 * or service stop) or Ctrl+C it closes the listener, finishes the requests it has accepted (a
 * booking being stored) and the job steps in hand, and exits with 0 within 10 s. No supervisor
 * in between: nginx in front (deploy/nginx) is the only proxy in production.
 */
export async function serve(env = {}) {
  warnOnUnsupportedNode()
  const port = Number(process.env.PORT || 3000)
  // Next keeps cached data and rendered pages on disk between runs. The seed and the importer
  // change the database while no server runs, so every start begins with empty caches.
  const distDir = env.NEXT_DIST_DIR || process.env.NEXT_DIST_DIR || '.next'
  for (const cache of ['cache/fetch-cache', 'server/route-cache']) {
    fs.rmSync(path.join(root, distDir, cache), { recursive: true, force: true })
  }
  Object.assign(process.env, { ...env, NODE_ENV: 'production', NEXT_MANUAL_SIG_HANDLE: 'true' })
  const { nextStart } = createRequire(import.meta.url)('next/dist/cli/next-start.js')
  // Node closes an idle connection after 5 s; a client reusing it at that moment (a load
  // balancer's pool, an API test client) gets a reset. Idle connections stay open a minute.
  await nextStart({ port, keepAliveTimeout: 65_000 }, root)
}

/**
 * npm scripts run on the Node 24 of the `node` dev dependency, first on the PATH npm gives them.
 * An install without scripts (`--ignore-scripts`) leaves its binary out and the machine's Node
 * takes over without a word: say so when that Node is one the site does not support.
 */
function warnOnUnsupportedNode() {
  if (Number(process.versions.node.split('.')[0]) >= 22) return
  console.warn(
    `Running on Node ${process.versions.node}, which the site does not support (its runtime is ` +
      'Node 24 LTS, from the `node` dev dependency): run `npm rebuild node`, or npm install ' +
      'without --ignore-scripts.',
  )
}

/** True when a production build exists in distDir, however old. */
export function hasAnyBuild(distDir = '.next') {
  return fs.existsSync(path.join(root, distDir, 'BUILD_ID'))
}

/** True when the production build is missing or older than any source file. */
export function buildIsStale(distDir = '.next') {
  const buildId = path.join(root, distDir, 'BUILD_ID')
  if (!fs.existsSync(buildId)) return true
  const builtAt = fs.statSync(buildId).mtimeMs
  // .env counts: headers() bakes REVIEW_WIDGET_ORIGIN into the build.
  const sources = [
    'src',
    'collections',
    'public',
    'payload.config.ts',
    'next.config.mjs',
    'package-lock.json',
    '.env',
  ]
  return sources.some((entry) => newestMtime(path.join(root, entry)) > builtAt)
}

function newestMtime(entry) {
  if (!fs.existsSync(entry)) return 0
  const stat = fs.statSync(entry)
  if (!stat.isDirectory()) return stat.mtimeMs
  return fs
    .readdirSync(entry)
    .reduce((newest, name) => Math.max(newest, newestMtime(path.join(entry, name))), 0)
}
