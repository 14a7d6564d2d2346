// Upstream: no upstream issue found (by design); upstream source: next/dist/server/lib/
// cache-control.js getCacheControlHeader (a year for a page without revalidate) and
// next/dist/server/send-payload.js sendRenderResult (keeps a Cache-Control already set).
// Canary (runs both): tests/platform/upstream/next.test.ts.

/**
 * How long shared caches keep a public page. Every public page is the same for every visitor of
 * its URL (and language), so any shared cache (nginx, a CDN) may keep it for a few seconds;
 * browsers ask again each time. Next would send `s-maxage=31536000` for pages it renders once (a
 * CDN would keep a staff edit out for a year) and `private, no-store` for pages it renders per
 * request; it keeps a Cache-Control that is already set.
 */
export const PUBLIC_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=5, stale-while-revalidate=25'

/** A redirect to the visitor's stored language depends on their cookie, as does a plate look-up. */
export const PERSONAL_CACHE_CONTROL = 'private, no-store'

/**
 * The seconds nginx keeps one page answer (`X-Accel-Expires`, which nginx reads and never
 * forwards). Every refresh waits for the app, and under load the app answers slowly: at 50
 * connections through nginx on 200 engine pages a refresh took about 235 ms (bench:warm), so the
 * share of requests that refresh sets the p99. Kept 5 s, 2% of the requests refreshed (p99 about
 * 400 ms); kept 10 to 15 s, under 1% (p99 about 40 ms). nginx counts expiry in whole seconds,
 * so a fixed lifetime also made every page stored in the same second expire in the same instant
 * and queue its refresh with all the others; drawing each answer's lifetime spreads them (on
 * its own, drawn from 3 to 5 s, that was not enough: p99 491 ms). The longest is how soon a
 * staff edit shows through nginx.
 */
export const MICRO_CACHE_SECONDS = { shortest: 10, longest: 15 } as const

/** One answer's lifetime in nginx's cache, drawn evenly from the range above. */
export function microCacheSeconds(random: () => number = Math.random): number {
  const { shortest, longest } = MICRO_CACHE_SECONDS
  return shortest + Math.min(longest - shortest, Math.floor(random() * (longest - shortest + 1)))
}
