/** True for SQLite's "database is locked" (SQLITE_BUSY and its extended codes). */
export function isLocked(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code
  return typeof code === 'string' && code.startsWith('SQLITE_BUSY')
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Runs `attempt` again while the database is locked, waiting 10 ms, then twice as long each
 * time up to 250 ms, until `deadlineMs` has passed; then the last error stands. `afterLock`
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
      if (Date.now() - started + wait > deadlineMs) throw error
      await pause(wait)
    }
  }
}
