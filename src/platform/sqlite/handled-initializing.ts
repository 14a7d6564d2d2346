import type { DatabaseAdapterObj } from 'payload'

/**
 * When the file cannot be opened, Payload's SQLite adapter rejects its `initializing` promise,
 * which nothing awaits: Node then reports an unhandled rejection without a reason (and a script
 * dies of it) on top of the real error, which `getPayload` already throws to its caller.
 *
 * Upstream: @payloadcms/db-sqlite 3.90.2, dist/index.js creates `initializing` and never catches
 * it; checked in tests/platform.
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
