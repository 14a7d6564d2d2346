/**
 * Tells the page cache in front of Next (scripts/page-cache.mjs) that cached pages changed.
 * Only a server started by that front has the IPC channel and PAGE_CACHE_IPC set; anywhere else
 * (scripts, tests, a plain `next start`) this does nothing.
 */
export function purgePageCache() {
  if (process.env.PAGE_CACHE_IPC === '1') process.send?.({ type: 'purge-page-cache' })
}
