import { type Env, serverEnv } from '@/platform/env'

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
  if (!trustsProxy(env)) return 'direct'
  const forwarded = request.headers.get('x-forwarded-for')?.split(',').at(-1)?.trim()
  return forwarded || request.headers.get('x-real-ip')?.trim() || 'direct'
}

/**
 * Whether this server runs behind a proxy that sets the forwarded headers (X-Forwarded-For,
 * -Host, -Proto) itself: only then do they count. Without one they are whatever a client wrote.
 */
export function trustsProxy(env: Pick<Env, 'TRUST_PROXY'> = serverEnv()): boolean {
  return env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true'
}
