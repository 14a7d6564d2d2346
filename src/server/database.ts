import fs from 'node:fs'
import path from 'node:path'

import { mongooseAdapter } from '@payloadcms/db-mongodb'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import type { DatabaseAdapterObj } from 'payload'

import { migrations } from '../migrations'
import type { DatabaseChoice } from './database-url'

export { DEFAULT_DATABASE_URL, type DatabaseChoice, resolveDatabase } from './database-url'

export function databaseAdapter(choice: DatabaseChoice): DatabaseAdapterObj {
  if (choice.kind === 'mongodb') {
    return mongooseAdapter({ url: choice.url })
  }
  // libsql does not create missing folders.
  fs.mkdirSync(path.dirname(choice.file), { recursive: true })
  return withHandledInitializing(
    sqliteAdapter({
      client: { url: choice.url },
      // Without WAL SQLite is ~3x slower here, and concurrent bookings need a busy timeout.
      wal: true,
      busyTimeout: 5000,
      migrationDir: path.resolve(process.cwd(), 'src/migrations'),
      // Tests build their schema from the committed migrations, as production does.
      push: process.env.DATABASE_PUSH !== 'false',
      prodMigrations: migrations,
    }),
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
