// Next's own comparison in next/dist/server/app-render/action-handler.js handleAction, for
// foreign-form.ts (its header names the upstream issue and the canary).

/**
 * Whether a request's Origin names another site than the one it was sent to, by Next's own
 * rule for server actions: the origin's host against X-Forwarded-Host, else Host. "null" (a
 * sandboxed frame, a privacy setting) and an unreadable origin count as foreign; a request
 * without Origin does not (Next decides on those itself).
 */
export function isForeignOrigin(
  origin: string | null,
  host: string | null,
  forwardedHost: string | null,
): boolean {
  if (origin === null) return false
  // A chain of proxies may list several forwarded hosts; the first is the one the browser used.
  const own = (forwardedHost?.split(',')[0]?.trim() || host || '').toLowerCase()
  try {
    return new URL(origin).host !== own
  } catch {
    return true
  }
}
