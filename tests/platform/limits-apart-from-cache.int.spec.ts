import { createClient } from '@redis/client'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { limit, resetLimits } from '@/platform/shared/limits'
import { closeSharedRedis } from '@/platform/shared/redis'

import { type RedisServer, startRedis } from '../helpers/redis'

/**
 * The limits' counters beside a full cache, on two of Debian's redis-servers set up as compose
 * sets them up (small here): the cache's (`allkeys-lru`, evicts when full) and the limits' own
 * (`noeviction`). Filled past its memory, the cache evicts whatever was used least recently;
 * with the counters among them, every limit started again from zero.
 */
const CACHE_PORT = 4722
const LIMITS_PORT = 4723
let cache: RedisServer
let counters: RedisServer
const saved = {
  REDIS_URL: process.env.REDIS_URL,
  RATE_LIMIT_REDIS_URL: process.env.RATE_LIMIT_REDIS_URL,
}

beforeAll(async () => {
  cache = await startRedis(CACHE_PORT, { max: '2mb', policy: 'allkeys-lru' })
  counters = await startRedis(LIMITS_PORT, { max: '2mb', policy: 'noeviction' })
})

afterEach(async () => {
  await closeSharedRedis()
  resetLimits()
  for (const [name, value] of Object.entries(saved))
    if (value === undefined) delete process.env[name]
    else process.env[name] = value
})

afterAll(async () => {
  await cache?.stop()
  await counters?.stop()
})

/** Writes `megabytes` of 10 KB values into a Redis, as rendered pages fill the cache. */
async function fill(url: string, megabytes: number, prefix = 'chiptuning:page:') {
  const client = createClient({ url })
  await client.connect()
  const page = 'x'.repeat(10 * 1024)
  let refused = 0
  for (let i = 0; i < megabytes * 100; i++)
    await client.set(`${prefix}${i}`, page).catch(() => refused++)
  const stats = await client.info('stats')
  await client.close()
  return { evicted: Number(/evicted_keys:(\d+)/.exec(stats)?.[1] ?? 0), refused }
}

/** A client's bookings (10 a minute) used up: the 11th is refused. */
async function useUp(client: string) {
  const bookings = limit('bookings')
  expect(bookings.points).toBe(10)
  const outcomes: boolean[] = []
  for (let i = 0; i < 11; i++) outcomes.push(await bookings.take(client))
  expect(outcomes).toEqual([...Array(10).fill(true), false])
  return bookings
}

describe('the limits beside a full cache', () => {
  it('keep counting in a Redis of their own however full the cache gets', async () => {
    process.env.REDIS_URL = cache.url
    process.env.RATE_LIMIT_REDIS_URL = counters.url
    const bookings = await useUp('198.51.100.7')
    expect((await fill(cache.url, 20)).evicted).toBeGreaterThan(1000)
    expect(await bookings.take('198.51.100.7')).toBe(false)
  })

  it('start again from zero when they share the cache’s Redis (no RATE_LIMIT_REDIS_URL)', async () => {
    process.env.REDIS_URL = cache.url
    delete process.env.RATE_LIMIT_REDIS_URL
    const bookings = await useUp('198.51.100.8')
    expect((await fill(cache.url, 20)).evicted).toBeGreaterThan(1000)
    expect(await bookings.take('198.51.100.8')).toBe(true)
  })

  it('keep counting, in the process, when their own Redis is full and refuses writes', async () => {
    process.env.RATE_LIMIT_REDIS_URL = counters.url
    expect((await fill(counters.url, 5, 'junk:')).refused).toBeGreaterThan(0)
    await useUp('198.51.100.9')
  })
})
