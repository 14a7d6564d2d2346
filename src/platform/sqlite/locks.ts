// Upstream: a statement that failed on the lock stays in progress on its connection, which keeps
// the write lock after its next write: https://github.com/tursodatabase/libsql-client-ts/issues/352
// (open; fix proposed in https://github.com/tursodatabase/libsql-js/pull/237).
// Canary (runs it): tests/platform/upstream/libsql.test.ts.

/** True for SQLite's "database is locked" (SQLITE_BUSY and its extended codes). */
export function isLocked(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code
  return typeof code === 'string' && code.startsWith('SQLITE_BUSY')
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * What a write gets when another process held the lock for the whole wait. Marked, so that a
 * caller that retries locked writes itself (claimWithRetries) does not wait the whole time again.
 */
export function lockWaitSpent(waitedMs: number, lockError: unknown): Error {
  return Object.assign(
    new Error(
      `The database stayed locked by another process for ${Math.round(waitedMs / 1000)} s.`,
      {
        cause: lockError,
      },
    ),
    { lockWaitSpent: true },
  )
}

/**
 * Runs `attempt` again while the database is locked, waiting 10 ms, then twice as long each
 * time up to 250 ms, until `deadlineMs` has passed; then it fails with lockWaitSpent. `afterLock`
 * runs after every lock error, the last one too (it replaces the connection the error left
 * unusable). Only for what a lock leaves undone: a BEGIN, one statement, an atomic batch.
 */
export async function retryWhileLocked<T>(
  attempt: () => Promise<T>,
  deadlineMs: number,
  afterLock: () => Promise<void> = async () => {},
): Promise<T> {
  const started = Date.now()
  for (let wait = 10; ; wait = Math.min(wait * 2, 250)) {
    try {
      return await attempt()
    } catch (error) {
      if (!isLocked(error)) throw error
      await afterLock()
      const waited = Date.now() - started
      if (waited + wait > deadlineMs) throw lockWaitSpent(waited, error)
      await pause(wait)
    }
  }
}
