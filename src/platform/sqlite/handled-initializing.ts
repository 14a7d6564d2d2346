// Upstream: no upstream issue found; upstream source: @payloadcms/db-sqlite 3.90.2 dist/index.js
// sqliteAdapter (creates `initializing`, never awaited) and dist/connect.js connect (rejects it).
// Canary (runs it in a process of its own): tests/platform/upstream/payload.test.ts.

import type { DatabaseAdapterObj } from 'payload'

/**
 * When the file cannot be opened, Payload's SQLite adapter rejects its `initializing` promise,
 * which nothing awaits: Node then reports an unhandled rejection without a reason (and a script
 * dies of it) on top of the real error, which `getPayload` already throws to its caller.
 */
export function withHandledInitializing(adapter: DatabaseAdapterObj): DatabaseAdapterObj {
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
