/**
 * Fixed-window request counting per client, in memory. Enough for one server process; behind
 * several processes each counts its own share, which still bounds abuse.
 */
export function createRateLimiter({ limit, windowMs }: { limit: number; windowMs: number }) {
  const windows = new Map<string, { start: number; count: number }>()
  return function allow(key: string, now = Date.now()): boolean {
    const current = windows.get(key)
    if (!current || now - current.start >= windowMs) {
      if (windows.size > 10_000) for (const [k, w] of windows) if (now - w.start >= windowMs) windows.delete(k)
      windows.set(key, { start: now, count: 1 })
      return true
    }
    current.count++
    return current.count <= limit
  }
}

/**
 * The client's address. X-Forwarded-For is only believed when TRUST_PROXY is set, i.e. when a
 * reverse proxy in front of the app sets it; otherwise anyone could pick their own key.
 */
export function clientKey(request: Request, env: NodeJS.ProcessEnv = process.env): string {
  if (env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true') {
    const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim()
    if (forwarded) return forwarded
  }
  return request.headers.get('x-real-ip') ?? 'direct'
}
