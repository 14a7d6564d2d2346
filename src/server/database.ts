import fs from 'node:fs'
import path from 'node:path'

import { mongooseAdapter } from '@payloadcms/db-mongodb'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import type { DatabaseAdapterObj } from 'payload'

import { migrations } from '../migrations'

export const DEFAULT_DATABASE_URL = 'file:./data/site.db'

export type DatabaseChoice =
  { kind: 'sqlite'; url: string; file: string } | { kind: 'mongodb'; url: string }

/** `DATABASE_URL` picks the store: unset or `file:` is SQLite, `mongodb(+srv)://` is MongoDB. */
export function resolveDatabase(url: string | undefined): DatabaseChoice {
  const value = url?.trim() || DEFAULT_DATABASE_URL
  if (/^mongodb(\+srv)?:\/\//.test(value)) return { kind: 'mongodb', url: value }
  if (value.startsWith('file:')) {
    const file = path.resolve(value.slice('file:'.length))
    return { kind: 'sqlite', url: `file:${file}`, file }
  }
  throw new Error(
    `DATABASE_URL must start with "file:" (SQLite) or "mongodb://" / "mongodb+srv://" (MongoDB); got "${value}".`,
  )
}

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
