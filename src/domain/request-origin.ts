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
  const own = (forwardedHost || host || '').toLowerCase()
  try {
    return new URL(origin).host !== own
  } catch {
    return true
  }
}
