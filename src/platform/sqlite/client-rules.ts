// Upstream: libsql 0.14 opens a new connection after each transaction without the busy timeout
// set on the old one: https://github.com/tursodatabase/libsql-client-ts/issues/288 (open; a
// `timeout` option came later in https://github.com/tursodatabase/libsql-client-ts/pull/345).
// libsql waiting for a lock with the event loop stopped: no upstream issue found; upstream source:
// libsql/index.js Statement.run (a synchronous call into SQLite, whose busy handler sleeps).
// Canary (runs both): tests/platform/upstream/libsql.test.ts.

import { isLocked, retryWhileLocked } from './locks'
import { flowHoldingTransaction, type LibsqlTransaction } from './write-flows'
import { isWrite, type Statement, type WriteQueue } from './write-queue'

export type LibsqlClient = {
  execute: (statement: Statement, ...rest: unknown[]) => Promise<unknown>
  batch: (statements: (Statement | [string, unknown?])[], mode?: string) => Promise<unknown>
  executeMultiple: (sql: string) => Promise<unknown>
  transaction: (mode?: string) => Promise<LibsqlTransaction>
  rulesKept?: boolean
}

/**
 * SQLite's own busy handler sleeps with the event loop stopped (libsql is synchronous), so it
 * only bridges a moment; a longer wait for another process happens between tries, in
 * retryWhileLocked, while this process goes on serving pages.
 */
const BUSY_TIMEOUT_MS = 50

/**
 * The libsql client's side of the connection rules (see withSqliteConnectionRules): a busy
 * timeout on every connection, retries while another process holds the lock, and every
 * statement of a flow that holds a transaction run in it; any other write takes a turn.
 * `begun` learns each libsql transaction, so the adapter can tell which one a BEGIN opened.
 */
export function keepClientRules(
  client: LibsqlClient,
  lockWaitMs: number,
  queue: WriteQueue,
  begun: (tx: LibsqlTransaction) => void,
): Promise<unknown> {
  const execute = client.execute.bind(client)
  const batch = client.batch.bind(client)
  const executeMultiple = client.executeMultiple.bind(client)
  const transaction = client.transaction.bind(client)
  const applyTimeout = () => execute(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`)
  // A deferred BEGIN takes no lock: libsql hands the spoilt connection to that transaction,
  // which ends at once, and opens a fresh one for what comes next. It fails only where a
  // transaction is still open (a ROLLBACK that failed), which is ended first.
  const replaceConnection = async () => {
    const spoilt = await transaction('deferred').catch(async () => {
      await execute('ROLLBACK').catch(() => {})
      return transaction('deferred')
    })
    await spoilt.rollback().catch(() => {})
    await applyTimeout()
  }
  const untilUnlocked = <T>(attempt: () => Promise<T>) =>
    retryWhileLocked(attempt, lockWaitMs, replaceConnection)

  client.transaction = async (mode?: string) => {
    const tx = await untilUnlocked(() => transaction(mode))
    try {
      await applyTimeout()
    } catch (error) {
      // Never leave a transaction that nobody will end holding the write lock.
      await tx.rollback().catch(() => {})
      throw error
    }
    begun(tx)
    return tx
  }

  // A flow that holds a transaction reads and writes in it: outside, a write would wait for
  // the transaction that waits for it, and a read would miss what the flow wrote (Payload reads
  // a row back after inserting it).
  const routed =
    <A extends unknown[], R>(
      run: (...args: A) => Promise<R>,
      inFlow: (tx: LibsqlTransaction, ...args: A) => Promise<unknown>,
      writes: (...args: A) => boolean,
    ) =>
    async (...args: A): Promise<R> => {
      const flow = flowHoldingTransaction()
      if (flow) return (await inFlow(flow.held.tx, ...args)) as R
      if (!writes(...args)) return run(...args)
      const release = await queue.turn()
      try {
        return await run(...args)
      } finally {
        release()
      }
    }

  client.execute = routed(
    (...args: Parameters<typeof execute>) => untilUnlocked(() => execute(...args)),
    (tx, ...args) => tx.execute(...args),
    (statement) => isWrite(statement),
  )
  // A batch runs in a transaction of its own: a locked one did nothing and can run again.
  client.batch = routed(
    (...args: Parameters<typeof batch>) => untilUnlocked(() => batch(...args)),
    // Inside a transaction a batch's statements simply run in it.
    (tx, statements, mode) => tx.batch(statements, mode),
    (statements, mode) => mode === 'write' || statements.some(isWrite),
  )
  // Statements committed one by one: one locked half way cannot simply run them all again.
  client.executeMultiple = routed(
    async (sql: string) => {
      try {
        return await executeMultiple(sql)
      } catch (error) {
        if (isLocked(error)) await replaceConnection()
        throw error
      }
    },
    (tx, sql) => tx.executeMultiple(sql),
    (sql) => sql.split(';').some((part) => isWrite(part)),
  )
  client.rulesKept = true
  return applyTimeout()
}
