import { createClient } from '@libsql/client'

import type { ProductionServer } from './production-server'

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Sends SIGTERM and measures how long the process takes to exit. One still running after
 * `limitMs` is killed, so a server that does not stop fails the test instead of hanging it.
 */
export async function timedStop(
  server: ProductionServer,
  limitMs = 20_000,
): Promise<{ code: number | null; ms: number; killed: boolean }> {
  const started = Date.now()
  const code = await Promise.race([server.stop('SIGTERM'), pause(limitMs).then(() => 'late')])
  const ms = Date.now() - started
  if (code !== 'late') return { code: code as number | null, ms, killed: false }
  server.child.kill('SIGKILL')
  return { code: await server.stop(), ms, killed: true }
}

/** Polls `check` every 200 ms until it holds; false when `timeoutMs` passed first. */
export async function until(check: () => Promise<boolean> | boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (await check()) return true
    await pause(200)
  }
  return false
}

export type JobRow = {
  id: number
  task_slug: string
  processing: number
  has_error: number
  completed_at: string | null
  total_tried: number
}

/** Every row of `sql` against the SQLite file of `databaseUrl` (read beside a running server). */
export async function rowsIn<T>(
  databaseUrl: string,
  sql: string,
  args: string[] = [],
): Promise<T[]> {
  const db = createClient({ url: databaseUrl })
  try {
    return (await db.execute({ sql, args })).rows.map((row) => ({ ...row }) as T)
  } finally {
    db.close()
  }
}

/** The jobs of `taskSlug` in the Jobs Queue, as a server left them. */
export const jobsOf = (databaseUrl: string, taskSlug: string) =>
  rowsIn<JobRow>(
    databaseUrl,
    'SELECT id, task_slug, processing, has_error, completed_at, total_tried FROM payload_jobs WHERE task_slug = ?',
    [taskSlug],
  )
