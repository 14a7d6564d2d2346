import { type Env, serverEnv } from './env'

/**
 * Fixed-window request counting per client, in memory. Enough for one server process; behind
 * several processes each counts its own share, which still bounds abuse.
 */
export function createRateLimiter({ limit, windowMs }: { limit: number; windowMs: number }) {
  return createWindowCounter(limit, windowMs).take
}

/**
 * Fixed windows per key: `take` counts one request, `left` says whether another would pass
 * without counting it, `forget` clears a key (a good login).
 */
export function createWindowCounter(limit: number, windowMs: number) {
  const windows = new Map<string, { start: number; count: number }>()
  return {
    take(key: string, now = Date.now()): boolean {
      const current = windows.get(key)
      if (!current || now - current.start >= windowMs) {
        if (windows.size > 10_000)
          for (const [k, w] of windows) if (now - w.start >= windowMs) windows.delete(k)
        windows.set(key, { start: now, count: 1 })
        return true
      }
      current.count++
      return current.count <= limit
    },
    left(key: string, now = Date.now()): boolean {
      const current = windows.get(key)
      return !current || now - current.start >= windowMs || current.count < limit
    },
    forget(key: string) {
      windows.delete(key)
    },
  }
}

/**
 * The client's address, as far as it can be known. Behind a reverse proxy (TRUST_PROXY=1) it is
 * the right-most X-Forwarded-For entry: the one the proxy appended for the connection it
 * accepted. Every entry left of it came from the client and can be anything. Without a proxy no
 * header is believed and all clients share one count (production always runs behind nginx).
 */
export function clientKey(
  request: Pick<Request, 'headers'>,
  env: Pick<Env, 'TRUST_PROXY'> = serverEnv(),
): string {
  const trustProxy = env.TRUST_PROXY
  if (trustProxy !== '1' && trustProxy !== 'true') return 'direct'
  const forwarded = request.headers.get('x-forwarded-for')?.split(',').at(-1)?.trim()
  return forwarded || request.headers.get('x-real-ip')?.trim() || 'direct'
}
