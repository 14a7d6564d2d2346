// Upstream: libsql waits for another connection's lock with the event loop stopped, so writes of
// one process must take turns before they reach it: no upstream issue found; upstream source:
// libsql/index.js Statement.run. Canary (runs it): tests/platform/upstream/libsql.test.ts.

export type Statement = string | { sql: string }

/** What /api/health reports: writes waiting for their turn, and how long the turn is held. */
export type WriteState = { waiting: number; longestWaitMs: number; heldForMs: number }

export type WriteQueue = {
  /**
   * Resolves with the release once every earlier writer released. `holder` says who takes the
   * turn (a transaction's BEGIN keeps a stack to name it while others wait for it).
   */
  turn: (holder?: Error) => Promise<() => void>
  state: (now?: number) => WriteState
}

/**
 * A write that could not get its turn. The message names the write that waited (its own stack
 * follows it) and the transaction that held the turn, so a flow that waits on something that
 * waits on it shows where it is.
 */
export class WriteTurnTimeout extends Error {
  constructor(timeoutMs: number, holder: Error | undefined, heldForMs: number) {
    const seconds = (ms: number) => `${Math.round(ms / 100) / 10} s`
    const by = holder
      ? ` The turn has been held for ${seconds(heldForMs)} by a transaction begun at:\n${framesOf(holder)}`
      : ''
    super(`A database write gave up after waiting ${seconds(timeoutMs)} for its turn.${by}`)
    this.name = 'WriteTurnTimeout'
  }
}

/** The first frames of a stack outside node_modules and Node's own code: where it came from. */
export function framesOf(error: Error, count = 6): string {
  const frames = (error.stack ?? '').split('\n').filter((line) => line.trim().startsWith('at '))
  const ours = frames.filter((line) => !/node_modules|node:internal|\(node:/.test(line))
  return (ours.length > 0 ? ours : frames).slice(0, count).join('\n')
}

/** One writer at a time, in the order they asked; a wait longer than `timeoutMs` fails. */
export function createWriteQueue(timeoutMs: number): WriteQueue {
  let tail: Promise<void> = Promise.resolve()
  const waitingSince = new Map<number, number>()
  let tickets = 0
  let held: { since: number; by: Error | undefined } | undefined

  return {
    async turn(holder) {
      const previous = tail
      let release!: () => void
      const mine = new Promise<void>((resolve) => (release = resolve))
      tail = previous.then(() => mine)
      const ticket = ++tickets
      waitingSince.set(ticket, Date.now())
      try {
        await waitFor(previous, timeoutMs, () => held)
      } catch (error) {
        release()
        throw error
      } finally {
        waitingSince.delete(ticket)
      }
      held = { since: Date.now(), by: holder }
      return () => {
        held = undefined
        release()
      }
    },
    state(now = Date.now()) {
      // A Map keeps insertion order: the first entry waited longest.
      const oldest = waitingSince.values().next()
      return {
        waiting: waitingSince.size,
        longestWaitMs: oldest.done ? 0 : Math.max(0, now - oldest.value),
        heldForMs: held ? now - held.since : 0,
      }
    },
  }
}

const comments = /--[^\n]*(?:\n|$)|\/\*[\s\S]*?\*\//g
const writeVerb =
  /^(?:insert|update|delete|replace|create|drop|alter|vacuum|reindex|analyze|savepoint|release)\b/i
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

function waitFor(
  turn: Promise<void>,
  timeoutMs: number,
  holder: () => { since: number; by: Error | undefined } | undefined,
): Promise<void> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const held = holder()
      reject(new WriteTurnTimeout(timeoutMs, held?.by, held ? Date.now() - held.since : 0))
    }, timeoutMs)
  })
  return Promise.race([turn, timeout]).finally(() => clearTimeout(timer))
}
