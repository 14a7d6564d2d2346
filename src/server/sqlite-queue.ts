export type Statement = string | { sql: string }

export type WriteQueue = { turn: () => Promise<() => void> }

/** A write that waited this long for its turn logs where it came from. */
const TRACE_AFTER_MS = 10_000

/** One writer at a time: `turn` resolves with the release once every earlier writer released. */
export function createWriteQueue(timeoutMs: number): WriteQueue {
  let tail: Promise<void> = Promise.resolve()
  return {
    async turn() {
      const previous = tail
      let release!: () => void
      const mine = new Promise<void>((resolve) => (release = resolve))
      tail = previous.then(() => mine)
      try {
        await waitFor(previous, timeoutMs)
      } catch (error) {
        release()
        throw error
      }
      return release
    },
  }
}

const comments = /--[^\n]*(?:\n|$)|\/\*[\s\S]*?\*\//g
const writeVerb = /^(?:insert|update|delete|replace|create|drop|alter|vacuum|reindex|analyze)\b/i
const dml = /\b(?:insert|update|delete|replace)\b/i

/**
 * True for a statement that changes the database. Reads and PRAGMA statements need no turn
 * (the busy timeout is set inside a transaction's turn); a WITH counts when a change follows.
 */
export function isWrite(statement: Statement | [string, unknown?]): boolean {
  const raw = Array.isArray(statement)
    ? statement[0]
    : typeof statement === 'string'
      ? statement
      : statement.sql
  const sql = raw.replace(comments, ' ').trim()
  return writeVerb.test(sql) || (/^with\b/i.test(sql) && dml.test(sql))
}

function waitFor(turn: Promise<void>, timeoutMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new Error(
            `the database stayed busy for ${timeoutMs / 1000} s (another write was running)`,
          ),
        ),
      timeoutMs,
    )
  })
  return Promise.race([turn, timeout]).finally(() => clearTimeout(timer))
}

/**
 * Wraps a client method so that its writes wait for their turn. A plain write issued while its
 * own flow holds a transaction waits for the queue's timeout; a long wait logs a stack, so
 * such a flow can be found.
 */
export function takingTurns(queue: WriteQueue) {
  return <A extends unknown[], R>(
      run: (...args: A) => Promise<R>,
      writes: (...args: A) => boolean,
    ) =>
    async (...args: A): Promise<R> => {
      if (!writes(...args)) return run(...args)
      const asked = Date.now()
      const release = await queue.turn()
      const waited = Date.now() - asked
      if (waited > TRACE_AFTER_MS)
        console.warn(`[database] a write waited ${waited} ms for its turn`, new Error().stack)
      try {
        return await run(...args)
      } finally {
        release()
      }
    }
}
