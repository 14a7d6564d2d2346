import 'server-only'

import { unstable_cache } from 'next/cache'
import { cache } from 'react'

/**
 * Every cached read of the site, in one place: Next's data cache, shared by every page (and
 * every app process, through Redis) until the tags are revalidated, and per request (React's
 * cache), so layouts, metadata and the page that ask for the same thing read it once.
 *
 * Why not Next 16's `'use cache'` with `cacheTag` and `cacheLife`: the directive needs
 * `cacheComponents: true`, which makes every page dynamic unless each request-time read sits
 * in a Suspense boundary, and its entries go through `cacheHandlers`, an interface apart from
 * the `cacheHandler` that shares this site's pages and data through Redis. The maintained
 * handler (@fortedigital/nextjs-cache-handler 3.3) implements only the latter
 * (fortedigital/nextjs-cache-handler#152, open); Next's own Redis example writes the former by
 * hand. With several app processes, data cached by the directive would be kept per process and
 * a staff edit would expire it on one of them only. When a maintained handler covers
 * `cacheHandlers`, this is the one function to change.
 *
 * A cached read never calls another: an unstable_cache called inside another is not cached at
 * all and reads the database on every call. Pages are composed from cached reads instead.
 */
export const cachedRead = <A extends unknown[], R>(
  read: (...args: A) => Promise<R>,
  keyParts: string[],
  options: { tags: string[]; revalidate?: number | false },
) => cache(unstable_cache(read, keyParts, options))
