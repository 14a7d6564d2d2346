import type { DatabaseAdapterObj } from 'payload'

type Statement = string | { sql: string }

type LibsqlClient = {
  execute: (statement: Statement, ...rest: unknown[]) => Promise<unknown>
  batch: (statements: (Statement | [string, unknown?])[], mode?: string) => Promise<unknown>
  executeMultiple: (sql: string) => Promise<unknown>
  transaction: (...args: unknown[]) => Promise<unknown>
  rulesKept?: boolean
}

type Id = number | string

export type SqliteConnectionRules = { busyTimeoutMs: number; queueTimeoutMs: number }

/**
 * What Payload's SQLite adapter (3.90, libsql) needs for real transactions:
 *
 * - Its `busyTimeout` option is never applied, and libsql hands its connection to each
 *   transaction and opens a fresh one for what follows. Without a busy timeout a writer that
 *   meets another process's lock fails at once, so it is set on every connection.
 * - libsql is synchronous: a write that waits for a lock held by a transaction of the same
 *   process blocks the event loop that transaction needs to finish, and both fail. So this
 *   process's writes take turns in an async queue: a transaction from its BEGIN to its end,
 *   a write outside any transaction (the job queue's bookkeeping goes straight to the adapter)
 *   for its one statement. Only other processes meet the lock.
 */
export function withSqliteConnectionRules(
  adapter: DatabaseAdapterObj,
  rules: SqliteConnectionRules,
): DatabaseAdapterObj {
  return {
    ...adapter,
    init: (args) => {
      const instance = adapter.init(args)
      const queue = createWriteQueue(rules.queueTimeoutMs)
      keepClientRules(instance, rules.busyTimeoutMs, queue)
      queueTransactions(instance, queue)
      return instance
    },
  }
}

type Instance = ReturnType<DatabaseAdapterObj['init']>
type WriteQueue = { turn: () => Promise<() => void> }

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

function keepClientRules(instance: Instance, busyTimeoutMs: number, queue: WriteQueue) {
  const connect = instance.connect?.bind(instance)
  if (!connect) return
  instance.connect = async (options) => {
    await connect(options)
    const client = (instance as unknown as { client?: LibsqlClient }).client
    if (!client || client.rulesKept) return
    const applyTimeout = () => client.execute(`PRAGMA busy_timeout = ${busyTimeoutMs}`)
    const transaction = client.transaction.bind(client)
    client.transaction = async (...txArgs: unknown[]) => {
      const tx = await transaction(...txArgs)
      await applyTimeout()
      return tx
    }
    const inTurn = takingTurns(queue, 2 * busyTimeoutMs)
    client.execute = inTurn(client.execute.bind(client), (statement) => isWrite(statement))
    client.batch = inTurn(
      client.batch.bind(client),
      (statements, mode) => mode === 'write' || statements.some(isWrite),
    )
    client.executeMultiple = inTurn(client.executeMultiple.bind(client), (sql) =>
      sql.split(';').some((part) => isWrite(part)),
    )
    client.rulesKept = true
    await applyTimeout()
  }
}

/**
 * Wraps a client method so that its writes wait for their turn. A plain write issued while its
 * own flow holds a transaction waits for the queue's timeout; a wait longer than `traceAfterMs`
 * logs a stack, so such a flow can be found.
 */
function takingTurns(queue: WriteQueue, traceAfterMs: number) {
  return <A extends unknown[]>(
      run: (...args: A) => Promise<unknown>,
      writes: (...args: A) => boolean,
    ) =>
    async (...args: A) => {
      if (!writes(...args)) return run(...args)
      const asked = Date.now()
      const release = await queue.turn()
      const waited = Date.now() - asked
      if (waited > traceAfterMs)
        console.warn(`[database] a write waited ${waited} ms for its turn`, new Error().stack)
      try {
        return await run(...args)
      } finally {
        release()
      }
    }
}

function queueTransactions(instance: Instance, queue: WriteQueue) {
  const begin = instance.beginTransaction.bind(instance)
  const commit = instance.commitTransaction.bind(instance)
  const rollback = instance.rollbackTransaction.bind(instance)
  const releases = new Map<Id, () => void>()

  instance.beginTransaction = async (options) => {
    const release = await queue.turn()
    try {
      const id = await begin(options)
      if (id === null || id === undefined) release()
      else releases.set(id, release)
      return id
    } catch (error) {
      release()
      throw error
    }
  }
  const finishing =
    (finish: (id: Id) => Promise<void>) =>
    async (id: Id | Promise<Id>): Promise<void> => {
      const key = await id
      try {
        await finish(key)
      } finally {
        releases.get(key)?.()
        releases.delete(key)
      }
    }
  instance.commitTransaction = finishing(commit)
  instance.rollbackTransaction = finishing(rollback)
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
