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
 * forwards). nginx counts expiry in whole seconds, so pages stored in the same second with the
 * same lifetime all expire at the same instant and their refreshes queue at the app together:
 * 200 pages kept 5 s each gave a refresh burst every 5 s and a p99 of 370 ms (bench:warm).
 * Drawing each answer's lifetime spreads the refreshes over the seconds; the longest stays 5 s,
 * so a staff edit still shows within 5 s.
 */
export const MICRO_CACHE_SECONDS = { shortest: 3, longest: 5 } as const

/** One answer's lifetime in nginx's cache, drawn evenly from the range above. */
export function microCacheSeconds(random: () => number = Math.random): number {
  const { shortest, longest } = MICRO_CACHE_SECONDS
  return shortest + Math.min(longest - shortest, Math.floor(random() * (longest - shortest + 1)))
}
