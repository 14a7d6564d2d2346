import fs from 'node:fs'
import path from 'node:path'

import { mongooseAdapter } from '@payloadcms/db-mongodb'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import type { DatabaseAdapterObj } from 'payload'

import { withSqliteConnectionRules } from '@/platform/sqlite/connection'
import { withHandledInitializing } from '@/platform/sqlite/handled-initializing'

import { migrations } from '../migrations'
import type { DatabaseChoice } from './database-url'
import { serverEnv } from './env'

export { DEFAULT_DATABASE_URL, type DatabaseChoice, resolveDatabase } from './database-url'

// How long a write waits for another writer, in another process (the lock) or in this one (its
// turn), before it fails with an error naming both. Saves, bookings and re-imports hold the
// lock for milliseconds to a second; only a first import of thousands of engines holds it
// longer (20,000 about 11 s), and a visitor's booking in that window is refused with a message
// to try again rather than kept waiting.
const LOCK_WAIT_MS = 5_000
const TURN_TIMEOUT_MS = 5_000

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
    { lockWaitMs: LOCK_WAIT_MS, turnTimeoutMs: TURN_TIMEOUT_MS },
  )
}
