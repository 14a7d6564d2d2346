// Next's own comparison in next/dist/server/app-render/action-handler.js handleAction, for
// foreign-form.ts (its header names the upstream issue and the canary).

/**
 * Whether a request's Origin names another site than the one it was sent to, by Next's own
 * rule for server actions: the origin's host against X-Forwarded-Host, else Host. "null" (a
 * sandboxed frame, a privacy setting) and an unreadable origin count as foreign; a request
 * without Origin does not (Next decides on those itself).
 *
 * A forwarded host is believed only from a proxy (`trustProxy`, TRUST_PROXY). Without one it is
 * the client's word: the Origin must then match the Host the request reached, and also a
 * forwarded host the client sent, which Next compares with whatever sent it (and refuses with
 * a 500).
 */
export function isForeignOrigin(
  origin: string | null,
  host: string | null,
  forwardedHost: string | null,
  trustProxy: boolean,
): boolean {
  if (origin === null) return false
  let from: string
  try {
    from = new URL(origin).host
  } catch {
    return true
  }
  // A chain of proxies may list several forwarded hosts; the first is the one the browser used.
  const forwarded = forwardedHost?.split(',')[0]?.trim().toLowerCase() || null
  const reached = (host ?? '').toLowerCase()
  if (trustProxy) return from !== (forwarded ?? reached)
  return from !== reached || (forwarded !== null && from !== forwarded)
}
