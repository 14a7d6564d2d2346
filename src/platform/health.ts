import type { Payload } from 'payload'

import { writeStateOf } from '@/platform/sqlite/connection'
import type { WriteState } from '@/platform/sqlite/write-queue'

export type Health = {
  status: 'ok' | 'busy' | 'unavailable'
  database: 'up' | 'down'
  /** SQLite: writes of this process waiting for their turn, and how long the turn is held. */
  writes?: WriteState
}
export type HealthAnswer = { httpStatus: 200 | 503; body: Health }

/** Below the 5 s a load balancer or Docker typically waits, so they get our answer, not theirs. */
export const HEALTH_TIMEOUT_MS = 3000
/** A write that waited this long for its turn makes the answer "busy" (still 200: pages serve). */
export const BUSY_AFTER_MS = 1000

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the database gave no answer within ${ms} ms`)), ms)
  })
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer))
}

/**
 * Healthy when Payload is connected and the database answers a trivial query (a read: it never
 * waits for a write). On SQLite it also tells whether writes are waiting for their turn. A MongoDB that
 * is down makes its driver retry for 30 s, hence the timeout. The reason goes to the server
 * log only: the answer itself tells a caller nothing about the internals.
 */
export async function checkHealth(
  connect: () => Promise<Payload>,
  timeoutMs = HEALTH_TIMEOUT_MS,
): Promise<HealthAnswer> {
  try {
    const payload = await withTimeout(
      connect().then(async (payload) => {
        await payload.count({ collection: 'users', overrideAccess: true })
        return payload
      }),
      timeoutMs,
    )
    const writes = writeStateOf(payload.db)
    const busy = writes !== undefined && writes.longestWaitMs >= BUSY_AFTER_MS
    return {
      httpStatus: 200,
      body: { status: busy ? 'busy' : 'ok', database: 'up', ...(writes ? { writes } : {}) },
    }
  } catch (error) {
    console.error('[health] database check failed:', error instanceof Error ? error.message : error)
    return { httpStatus: 503, body: { status: 'unavailable', database: 'down' } }
  }
}
