import { createClient } from '@redis/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createLimit } from '@/platform/shared/limits'

import { type RedisServer, startRedis } from '../helpers/redis'

/**
 * Limits with REDIS_URL: counted in Debian's redis-server on a loopback port, so app processes
 * (here: two connections, as two processes have) count one window together.
 */
const REDIS_PORT = 4150
let redis: RedisServer

beforeAll(async () => {
  redis = await startRedis(REDIS_PORT)
})

afterAll(async () => {
  await redis?.stop()
})

const connection = async () => {
  const client = createClient({ url: redis.url })
  await client.connect()
  return client
}

describe('limits shared through Redis', () => {
  it('counts one window over several processes, and forgets a key for all of them', async () => {
    const [one, two] = [await connection(), await connection()]
    const a = createLimit({ name: 'test-shared', points: 5, seconds: 60, redis: one })
    const b = createLimit({ name: 'test-shared', points: 5, seconds: 60, redis: two })
    const outcomes: boolean[] = []
    for (let i = 0; i < 8; i++) outcomes.push(await (i % 2 ? b : a).take('203.0.113.9'))
    expect(outcomes).toEqual([true, true, true, true, true, false, false, false])
    expect(await b.left('203.0.113.9')).toBe(false)
    expect(await a.take('203.0.113.10')).toBe(true)
    await b.forget('203.0.113.9')
    expect(await a.take('203.0.113.9')).toBe(true)
    // Redis holds a hash of the key, never the address itself.
    expect((await one.keys('chiptuning:limit:test-shared*')).join()).not.toContain('203.0.113')
    await one.close()
    await two.close()
  })

  it('keeps taking requests, counted in the process, while Redis does not answer', async () => {
    const gone = await connection()
    const bookings = createLimit({ name: 'test-outage', points: 2, seconds: 60, redis: gone })
    await gone.close()
    const outcomes = [await bookings.take('x'), await bookings.take('x'), await bookings.take('x')]
    expect(outcomes).toEqual([true, true, false])
  })
})
