import type { DatabaseAdapterObj } from 'payload'

type LibsqlClient = {
  execute: (sql: string) => Promise<unknown>
  transaction: (...args: unknown[]) => Promise<unknown>
  busyTimeoutKept?: boolean
}

type Id = number | string

export type SqliteConnectionRules = { busyTimeoutMs: number; queueTimeoutMs: number }

/**
 * What Payload's SQLite adapter (3.90, libsql) needs for real transactions:
 *
 * - Its `busyTimeout` option is never applied, and libsql hands its connection to each
 *   transaction and opens a fresh one for what follows. Without a busy timeout a writer that
 *   meets another process's lock fails at once, so it is set on every connection.
 * - libsql is synchronous: a BEGIN that waits for a lock held by a transaction of the same
 *   process blocks the event loop that transaction needs to finish, and both fail. So this
 *   process's transactions take turns in an async queue; only other processes meet the lock.
 */
export function withSqliteConnectionRules(
  adapter: DatabaseAdapterObj,
  rules: SqliteConnectionRules,
): DatabaseAdapterObj {
  return {
    ...adapter,
    init: (args) => {
      const instance = adapter.init(args)
      keepBusyTimeout(instance, rules.busyTimeoutMs)
      queueTransactions(instance, rules.queueTimeoutMs)
      return instance
    },
  }
}

type Instance = ReturnType<DatabaseAdapterObj['init']>

function keepBusyTimeout(instance: Instance, timeoutMs: number) {
  const connect = instance.connect?.bind(instance)
  if (!connect) return
  instance.connect = async (options) => {
    await connect(options)
    const client = (instance as unknown as { client?: LibsqlClient }).client
    if (!client || client.busyTimeoutKept) return
    const applyTimeout = () => client.execute(`PRAGMA busy_timeout = ${timeoutMs}`)
    const transaction = client.transaction.bind(client)
    client.transaction = async (...txArgs: unknown[]) => {
      const tx = await transaction(...txArgs)
      await applyTimeout()
      return tx
    }
    client.busyTimeoutKept = true
    await applyTimeout()
  }
}

function queueTransactions(instance: Instance, timeoutMs: number) {
  const begin = instance.beginTransaction.bind(instance)
  const commit = instance.commitTransaction.bind(instance)
  const rollback = instance.rollbackTransaction.bind(instance)
  const releases = new Map<Id, () => void>()
  let tail: Promise<void> = Promise.resolve()

  instance.beginTransaction = async (options) => {
    const previous = tail
    let release!: () => void
    const mine = new Promise<void>((resolve) => (release = resolve))
    tail = previous.then(() => mine)
    try {
      await waitFor(previous, timeoutMs)
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
