import { LRUCache } from 'lru-cache'

import { sharedRedis } from './redis'

export type SharedValues<T> = {
  get: (key: string) => Promise<T | undefined>
  set: (key: string, value: T) => Promise<void>
  delete: (key: string) => Promise<void>
}

/**
 * Small values that every app process must see (an import's progress, which any process may be
 * asked for; the RDW's answers): JSON in Redis under `chiptuning:<namespace>:` when REDIS_URL is
 * set, else this process's memory (bounded by `max`). Both forget a value after `ttlMs`. Redis
 * that does not answer is a miss, never an error: these are conveniences, not records.
 */
export function sharedValues<T extends object | string | number | boolean>(
  namespace: string,
  { ttlMs, max }: { ttlMs: number; max: number },
): SharedValues<T> {
  const redis = sharedRedis()
  if (!redis) {
    const memory = new LRUCache<string, T>({ max, ttl: ttlMs })
    return {
      get: async (key) => memory.get(key),
      set: async (key, value) => void memory.set(key, value),
      delete: async (key) => void memory.delete(key),
    }
  }
  const at = (key: string) => `chiptuning:${namespace}:${key}`
  const quietly = async <R>(work: () => Promise<R>, fallback: R): Promise<R> => {
    try {
      return await work()
    } catch (error) {
      console.error(`[redis] ${namespace}:`, (error as Error).message)
      return fallback
    }
  }
  return {
    get: (key) =>
      quietly(async () => {
        const stored = await redis.get(at(key))
        return stored === null ? undefined : (JSON.parse(stored) as T)
      }, undefined),
    set: (key, value) =>
      quietly(async () => {
        await redis.set(at(key), JSON.stringify(value), { PX: ttlMs })
      }, undefined),
    delete: (key) =>
      quietly(async () => {
        await redis.del(at(key))
      }, undefined),
  }
}
