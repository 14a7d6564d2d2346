// Upstream: Payload's drizzle adapter swallows a failed COMMIT (@payloadcms/drizzle
// dist/transactions/commitTransaction.js commitTransaction): fix open in
// https://github.com/payloadcms/payload/pull/17726 (3.x) and /pull/17727 (main). The libsql
// behaviour the rules answer: see client-rules.ts and locks.ts.
// Canary (runs it): tests/platform/upstream/payload.test.ts.

import type { DatabaseAdapterObj } from 'payload'

import { keepClientRules, type LibsqlClient } from './client-rules'
import { rollBackFailedJobUpdates } from './job-update-rollback'
import { createNestedTransactions, type Sessions } from './nested-transactions'
import {
  enterFlow,
  flowHoldingTransaction,
  type LibsqlTransaction,
  type WriteFlow,
} from './write-flows'
import { createWriteQueue, type WriteQueue, type WriteState } from './write-queue'

type Id = number | string

export type SqliteConnectionRules = {
  /** How long a statement waits, in short tries, for the write lock of another process. */
  lockWaitMs: number
  /** How long a write waits for its turn behind this process's own writes. */
  turnTimeoutMs: number
}

type Instance = ReturnType<DatabaseAdapterObj['init']>

// On the adapter itself: a production build can hold this module twice (the route that asks
// and the config that made the adapter may sit in different server chunks).
const queueKey = Symbol.for('chiptuning.sqliteWriteQueue')

/** Writes waiting for their turn on this database adapter; undefined for other adapters. */
export function writeStateOf(db: object): WriteState | undefined {
  return (db as { [queueKey]?: WriteQueue })[queueKey]?.state()
}

/**
 * What Payload's SQLite adapter (3.90.2, libsql 0.14) needs for real transactions; each point has
 * a canary in tests/platform/upstream/ (libsql.test.ts, payload.test.ts):
 *
 * - Its `busyTimeout` option reaches the first connection only: libsql (0.14) hands its
 *   connection to each transaction and opens a fresh one for what follows. Without a busy
 *   timeout a writer that meets another process's lock fails at once, so it is set on every
 *   connection.
 * - libsql is synchronous: a write that waits for a lock held by a transaction of the same
 *   process blocks the event loop that transaction needs to finish, and both fail. So this
 *   process's writes take turns in an async queue: a transaction from its BEGIN to its end,
 *   a write outside any transaction (the job queue's bookkeeping goes straight to the adapter)
 *   for its one statement. Only other processes meet the lock.
 * - A write made by the flow that holds the turn, outside its transaction, would wait for
 *   itself (write-flows.ts): it runs in that transaction, and a transaction begun inside one
 *   runs as a savepoint of it (nested-transactions.ts). Any other wait ends after
 *   `turnTimeoutMs` with an error naming both sides.
 * - Another process (a command-line import, a worker, a second app server) may hold the lock.
 *   A BEGIN or a statement that finds the database locked tries again until `lockWaitMs`, so
 *   a booking waits for a short import instead of failing, and the site stays responsive.
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
      const queue = createWriteQueue(rules.turnTimeoutMs)
      Object.assign(instance, { [queueKey]: queue })
      const transactions = new TransactionLog()
      const connect = instance.connect?.bind(instance)
      if (connect)
        instance.connect = async (options) => {
          await connect(options)
          const client = (instance as unknown as { client?: LibsqlClient }).client
          if (client && !client.rulesKept)
            await keepClientRules(client, rules.lockWaitMs, queue, (tx) => transactions.begun(tx))
        }
      queueTransactions(instance, queue, transactions)
      rollBackFailedJobUpdates(instance)
      return instance
    },
  }
}

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

function queueTransactions(instance: Instance, queue: WriteQueue, transactions: TransactionLog) {
  const begin = instance.beginTransaction.bind(instance)
  const commit = instance.commitTransaction.bind(instance)
  const rollback = instance.rollbackTransaction.bind(instance)
  const open = new Map<Id, { release: () => void; flow: WriteFlow }>()
  const sessions = () => (instance as unknown as { sessions: Sessions }).sessions
  const nested = createNestedTransactions(sessions)
  const outerIds = new WeakMap<object, Id>()

  // Not async: the flow must be marked before the caller's first await (see enterFlow).
  instance.beginTransaction = (options) => {
    const outer = flowHoldingTransaction()
    const outerId = outer && outerIds.get(outer.held)
    if (outer && outerId !== undefined) return nested.begin(outer, outerId)
    const flow: WriteFlow = {}
    enterFlow(flow)
    return (async () => {
      const release = await queue.turn(new Error('begun here'))
      try {
        transactions.lastBegun = undefined
        const id = await begin(options)
        const tx = transactions.lastBegun
        if (id === null || id === undefined || !tx) {
          release()
          return id
        }
        flow.held = { tx, open: true, savepoints: [] }
        outerIds.set(flow.held, id)
        open.set(id, { release, flow })
        return id
      } catch (error) {
        release()
        throw error
      }
    })()
  }

  const finishing =
    (outcome: 'commit' | 'rollback') =>
    async (id: Id | Promise<Id>): Promise<void> => {
      const key = await id
      if (await nested.end(key, outcome)) return
      const entry = open.get(key)
      open.delete(key)
      const held = entry?.flow.held
      const spoilt = held?.spoilt
      try {
        await (outcome === 'commit' && !spoilt ? commit : rollback)(key)
      } finally {
        if (held) held.open = false
        entry?.release()
      }
      if (outcome === 'commit' && spoilt) throw spoilt
      const failed = transactions.commitError(held?.tx)
      if (failed)
        throw new Error('The database did not commit the transaction; nothing was stored.', {
          cause: failed,
        })
    }
  instance.commitTransaction = finishing('commit')
  instance.rollbackTransaction = finishing('rollback')
}
