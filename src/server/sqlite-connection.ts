import type { DatabaseAdapterObj } from 'payload'

import { isLocked, retryWhileLocked } from './sqlite-locks'
import {
  createWriteQueue,
  isWrite,
  type Statement,
  takingTurns,
  type WriteQueue,
} from './sqlite-queue'

type LibsqlTransaction = { commit: () => Promise<void>; rollback: () => Promise<void> }

type LibsqlClient = {
  execute: (statement: Statement, ...rest: unknown[]) => Promise<unknown>
  batch: (statements: (Statement | [string, unknown?])[], mode?: string) => Promise<unknown>
  executeMultiple: (sql: string) => Promise<unknown>
  transaction: (mode?: string) => Promise<LibsqlTransaction>
  rulesKept?: boolean
}

type Id = number | string

export type SqliteConnectionRules = {
  /** How long a statement waits, in short tries, for the write lock of another process. */
  lockWaitMs: number
  /** How long a write waits for its turn behind this process's own writes. */
  queueTimeoutMs: number
}

/**
 * SQLite's own busy handler sleeps with the event loop stopped (libsql is synchronous), so it
 * only bridges a moment; a longer wait for another process happens between tries, in
 * retryWhileLocked, while this process goes on serving pages.
 */
const BUSY_TIMEOUT_MS = 50

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
 * - Another process (a command-line import, a worker, a second app server) may hold the lock
 *   for seconds: a large import is one transaction. A BEGIN or a statement that finds the
 *   database locked tries again until `lockWaitMs`, so a booking waits for the import instead
 *   of failing, and the site stays responsive meanwhile.
 * - libsql leaves a statement that failed on the lock in progress on its connection, and the
 *   next transaction there cannot commit ("SQL statements in progress"). Payload's adapter
 *   swallows a failed COMMIT: the save looked stored and was rolled back. So the connection
 *   is replaced after every lock error, and a failed COMMIT is thrown to the save.
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
      const transactions = new TransactionLog()
      keepClientRules(instance, rules.lockWaitMs, queue, transactions)
      queueTransactions(instance, queue, transactions)
      return instance
    },
  }
}

type Instance = ReturnType<DatabaseAdapterObj['init']>

/**
 * Which libsql transaction a Payload transaction runs on, and whether its COMMIT failed.
 * Transactions of this process take turns, so the one begun last belongs to the BEGIN that
 * holds the turn.
 */
class TransactionLog {
  lastBegun: LibsqlTransaction | undefined
  private readonly failedCommits = new WeakMap<LibsqlTransaction, unknown>()

  begun(tx: LibsqlTransaction) {
    const commit = tx.commit.bind(tx)
    tx.commit = async () => {
      try {
        await commit()
      } catch (error) {
        this.failedCommits.set(tx, error)
        throw error
      }
    }
    this.lastBegun = tx
  }

  commitError(tx: LibsqlTransaction | undefined): unknown {
    return tx && this.failedCommits.get(tx)
  }
}

function keepClientRules(
  instance: Instance,
  lockWaitMs: number,
  queue: WriteQueue,
  transactions: TransactionLog,
) {
  const connect = instance.connect?.bind(instance)
  if (!connect) return
  instance.connect = async (options) => {
    await connect(options)
    const client = (instance as unknown as { client?: LibsqlClient }).client
    if (!client || client.rulesKept) return
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
      transactions.begun(tx)
      return tx
    }
    const inTurn = takingTurns(queue)
    client.execute = inTurn(
      (...args: Parameters<typeof execute>) => untilUnlocked(() => execute(...args)),
      (statement) => isWrite(statement),
    )
    // A batch runs in a transaction of its own: a locked one did nothing and can run again.
    client.batch = inTurn(
      (...args: Parameters<typeof batch>) => untilUnlocked(() => batch(...args)),
      (statements, mode) => mode === 'write' || statements.some(isWrite),
    )
    // Statements committed one by one: one locked half way cannot simply run them all again.
    client.executeMultiple = inTurn(
      async (sql: string) => {
        try {
          return await executeMultiple(sql)
        } catch (error) {
          if (isLocked(error)) await replaceConnection()
          throw error
        }
      },
      (sql) => sql.split(';').some((part) => isWrite(part)),
    )
    client.rulesKept = true
    await applyTimeout()
  }
}

function queueTransactions(instance: Instance, queue: WriteQueue, transactions: TransactionLog) {
  const begin = instance.beginTransaction.bind(instance)
  const commit = instance.commitTransaction.bind(instance)
  const rollback = instance.rollbackTransaction.bind(instance)
  const open = new Map<Id, { release: () => void; tx: LibsqlTransaction | undefined }>()

  instance.beginTransaction = async (options) => {
    const release = await queue.turn()
    try {
      transactions.lastBegun = undefined
      const id = await begin(options)
      if (id === null || id === undefined) release()
      else open.set(id, { release, tx: transactions.lastBegun })
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
      const entry = open.get(key)
      open.delete(key)
      try {
        await finish(key)
      } finally {
        entry?.release()
      }
      const failed = transactions.commitError(entry?.tx)
      if (failed)
        throw new Error('The database did not commit the transaction; nothing was stored.', {
          cause: failed,
        })
    }
  instance.commitTransaction = finishing(commit)
  instance.rollbackTransaction = finishing(rollback)
}
