import type { Payload } from 'payload'

export type Health = { status: 'ok' | 'unavailable'; database: 'up' | 'down' }
export type HealthAnswer = { httpStatus: 200 | 503; body: Health }

/** Below the 5 s a load balancer or Docker typically waits, so they get our answer, not theirs. */
export const HEALTH_TIMEOUT_MS = 3000

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the database gave no answer within ${ms} ms`)), ms)
  })
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer))
}

/**
 * Healthy when Payload is connected and the database answers a trivial query. A MongoDB that
 * is down makes its driver retry for 30 s, hence the timeout. The reason goes to the server
 * log only: the answer itself tells a caller nothing about the internals.
 */
export async function checkHealth(
  connect: () => Promise<Payload>,
  timeoutMs = HEALTH_TIMEOUT_MS,
): Promise<HealthAnswer> {
  try {
    await withTimeout(
      connect().then((payload) => payload.count({ collection: 'users', overrideAccess: true })),
      timeoutMs,
    )
    return { httpStatus: 200, body: { status: 'ok', database: 'up' } }
  } catch (error) {
    console.error('[health] database check failed:', error instanceof Error ? error.message : error)
    return { httpStatus: 503, body: { status: 'unavailable', database: 'down' } }
  }
}
