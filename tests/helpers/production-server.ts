import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/**
 * Production servers for integration tests that need the real thing (nginx in front, several
 * processes): `next start` of the end-to-end build (.next-e2e, built here when missing) on a
 * copy of a seeded SQLite file.
 */

export const STAFF = { email: 'int-staff@chiptuning-nijmegen.nl', password: 'int-staff-password' }
const SECRET = 'integration-only-secret-never-used-in-production'
const TEMPLATE_DB = path.resolve('data/int-seeded.db')

function newestMtime(entry: string): number {
  if (!fs.existsSync(entry)) return 0
  const stat = fs.statSync(entry)
  if (!stat.isDirectory()) return stat.mtimeMs
  return fs
    .readdirSync(entry)
    .reduce((newest, name) => Math.max(newest, newestMtime(path.join(entry, name))), 0)
}

function runOrThrow(args: string[], env: Record<string, string>) {
  const result = spawnSync(process.execPath, args, {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  })
  if (result.status !== 0)
    throw new Error(`node ${args.join(' ')} failed (${result.status ?? result.signal})`)
}

/** The end-to-end production build, built once when it is missing or older than the sources. */
export function ensureProductionBuild() {
  runOrThrow(['scripts/e2e-server.mjs', '--build-only'], {})
}

/**
 * A fresh copy of a seeded database (the demo catalogue, pages, FAQs, a staff user). The seed
 * runs once into data/int-seeded.db and again only when the seed or the schema changed.
 */
export function freshSeededDatabase(): { url: string; dir: string } {
  const sources = ['seed', 'src/migrations', 'collections'].map((s) => path.resolve(s))
  const fresh =
    fs.existsSync(TEMPLATE_DB) &&
    fs.statSync(TEMPLATE_DB).mtimeMs > Math.max(...sources.map(newestMtime))
  if (!fresh) {
    for (const suffix of ['', '-wal', '-shm']) fs.rmSync(TEMPLATE_DB + suffix, { force: true })
    fs.mkdirSync(path.dirname(TEMPLATE_DB), { recursive: true })
    runOrThrow(['scripts/run-ts.mjs', 'seed/seed.ts'], {
      NODE_ENV: 'production',
      DATABASE_URL: `file:${TEMPLATE_DB}`,
      PAYLOAD_SECRET: SECRET,
      ADMIN_EMAIL: STAFF.email,
      ADMIN_PASSWORD: STAFF.password,
      SEED_NOTIFY_SITE: '0',
    })
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-db-'))
  for (const suffix of ['', '-wal', '-shm']) {
    if (fs.existsSync(TEMPLATE_DB + suffix))
      fs.copyFileSync(TEMPLATE_DB + suffix, path.join(dir, `site.db${suffix}`))
  }
  return { url: `file:${path.join(dir, 'site.db')}`, dir }
}

export type ProductionServer = {
  origin: string
  child: ChildProcess
  output: () => string
  /** Sends the signal and resolves with the exit code once the process is gone. */
  stop: (signal?: NodeJS.Signals) => Promise<number | null>
}

/** `npm run serve` (scripts/serve.mjs) on the e2e build, with the given database. */
export async function startProductionServer({
  port,
  databaseUrl,
  env = {},
}: {
  port: number
  databaseUrl: string
  env?: Record<string, string>
}): Promise<ProductionServer> {
  const media = fs.mkdtempSync(path.join(os.tmpdir(), 'site-media-'))
  // As on a site that has had a catalogue import: its CSV folder sits inside the media folder.
  fs.mkdirSync(path.join(media, 'imports'))
  const child = spawn(process.execPath, ['scripts/serve.mjs'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      NEXT_DIST_DIR: '.next-e2e',
      PAYLOAD_SECRET: SECRET,
      MEDIA_DIR: media,
      SITE_URL: `http://localhost:${port}`,
      ADMIN_EMAIL: STAFF.email,
      ADMIN_PASSWORD: STAFF.password,
      SEED_ON_START: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  )
  const origin = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 60_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`)
    if (Date.now() > deadline) throw new Error(`server did not answer:\n${output}`)
    try {
      if ((await fetch(`${origin}/api/health`)).ok) break
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return {
    origin,
    child,
    output: () => output,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal)
      const code = await exited
      fs.rmSync(media, { recursive: true, force: true })
      return code
    },
  }
}

/** A staff session (JWT) from Payload's login. */
export async function staffToken(origin: string): Promise<string> {
  const response = await fetch(`${origin}/api/cms/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(STAFF),
  })
  if (!response.ok)
    throw new Error(`staff login failed: ${response.status} ${await response.text()}`)
  return ((await response.json()) as { token: string }).token
}
