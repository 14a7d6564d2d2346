import fs from 'node:fs'
import path from 'node:path'

import { mongooseAdapter } from '@payloadcms/db-mongodb'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import type { DatabaseAdapterObj } from 'payload'

import { migrations } from '../migrations'
import type { DatabaseChoice } from './database-url'
import { serverEnv } from './env'
import { withSqliteConnectionRules } from './sqlite-connection'

export { DEFAULT_DATABASE_URL, type DatabaseChoice, resolveDatabase } from './database-url'

// A catalogue import of 20,000 new engines holds the write lock for about 11 s here; a booking
// from another process waits that long, and still answers inside nginx's 30 s.
const LOCK_WAIT_MS = 20_000
// A full catalogue import holds its transaction for up to a minute; a booking waits that long.
const QUEUE_TIMEOUT_MS = 90_000

export function databaseAdapter(choice: DatabaseChoice): DatabaseAdapterObj {
  if (choice.kind === 'mongodb') {
    return mongooseAdapter({ url: choice.url })
  }
  // libsql does not create missing folders.
  fs.mkdirSync(path.dirname(choice.file), { recursive: true })
  return withSqliteConnectionRules(
    withHandledInitializing(
      sqliteAdapter({
        client: { url: choice.url },
        // Without WAL SQLite is ~3x slower here. How concurrent writers wait for each other:
        // withSqliteConnectionRules.
        wal: true,
        // Without this Payload's transactions on SQLite are no-ops and an import that fails half
        // way keeps what it wrote. libsql begins them as BEGIN IMMEDIATE (the write lock at once),
        // so two writers wait for each other instead of deadlocking on a lock upgrade.
        transactionOptions: {},
        migrationDir: path.resolve(process.cwd(), 'src/migrations'),
        // Tests build their schema from the committed migrations, as production does.
        push: serverEnv().DATABASE_PUSH !== 'false',
        prodMigrations: migrations,
      }),
    ),
    { lockWaitMs: LOCK_WAIT_MS, queueTimeoutMs: QUEUE_TIMEOUT_MS },
  )
}

/**
 * When the file cannot be opened, Payload's SQLite adapter rejects its `initializing` promise,
 * which nothing awaits: Node then reports an unhandled rejection without a reason (and a script
 * dies of it) on top of the real error, which `getPayload` already throws to its caller.
 */
function withHandledInitializing(adapter: DatabaseAdapterObj): DatabaseAdapterObj {
  return {
    ...adapter,
    init: (args) => {
      const instance = adapter.init(args)
      const initializing = (instance as { initializing?: Promise<unknown> }).initializing
      initializing?.catch(() => {})
      return instance
    },
  }
}
