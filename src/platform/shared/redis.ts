import { createClient } from '@redis/client'

import { serverEnv } from '@/platform/env'

export type RedisClient = ReturnType<typeof createClient>

// One connection per process, even where a production build holds this module more than once.
const clients = ((globalThis as { [key: symbol]: unknown })[Symbol.for('chiptuning.redis')] ??=
  new Map<string, RedisClient>()) as Map<string, RedisClient>
const firstConnectionKey = Symbol.for('chiptuning.redisFirstConnection')
type Connecting = RedisClient & { [firstConnectionKey]?: Promise<unknown> }

/**
 * This process's one Redis connection to `url` (by default REDIS_URL, the cache's, for import
 * progress and look-ups; the limits' counters see limitsRedis), or null without one: one
 * process then keeps them in memory. Commands wait
 * while it connects; a lost connection is retried by the client, and the log says so.
 */
export function sharedRedis(url = serverEnv().REDIS_URL): RedisClient | null {
  if (!url) return null
  let client = clients.get(url)
  if (!client) {
    client = createClient({ url })
    client.on('error', (error: Error) => console.error('[redis]', error.message))
    ;(client as Connecting)[firstConnectionKey] = client.connect().catch(() => {})
    clients.set(url, client)
  }
  return client
}

/**
 * The connection for the limits' counters: RATE_LIMIT_REDIS_URL, a Redis of their own that
 * never evicts a key (`maxmemory-policy noeviction`; the policy belongs to a whole instance, so
 * another database number of the cache's Redis would not do). Without it the cache's Redis
 * (REDIS_URL), where a full cache evicts counters and so resets limits; without either, null.
 */
export function limitsRedis(env = serverEnv()): RedisClient | null {
  return sharedRedis(env.RATE_LIMIT_REDIS_URL ?? env.REDIS_URL)
}

/**
 * Resolves once the client's first connection is made, or after `ms`: a process that has just
 * started waits a moment for Redis instead of counting alone; later outages do not wait.
 */
export async function firstConnection(client: RedisClient, ms = 1_000): Promise<void> {
  if (client.isReady) return
  let timer: NodeJS.Timeout | undefined
  await Promise.race([
    (client as Connecting)[firstConnectionKey],
    new Promise((resolve) => (timer = setTimeout(resolve, ms))),
  ])
  clearTimeout(timer)
}

/** Ends this process's connections (tests, and a server or worker that stops). */
export async function closeSharedRedis(): Promise<void> {
  const all = [...clients.values()]
  clients.clear()
  await Promise.all(all.map((client) => client.close().catch(() => {})))
}
