// Next's cache of rendered pages (ISR) and tagged data (unstable_cache), shared by every server
// process when REDIS_URL is set. next.config.mjs always names this file, so one build (a
// container image) serves both ways; the choice is made when a server starts.
//
// With REDIS_URL: @fortedigital/nextjs-cache-handler's Redis handler. It implements Next 16's
// cacheHandler interface including revalidateTag(tag, profile), keeps the tag map in Redis so a
// staff edit on one process expires the entry for all, and is maintained for Next 16 (3.3 fixed
// 16.3's per-segment prefetch data). Without REDIS_URL: Next's own file-system cache, as if no
// handler were configured.
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)
const url = process.env.REDIS_URL?.trim()

async function redisCacheHandler(redisUrl) {
  const [{ CacheHandler }, { default: createRedisHandler }, { createClient }] = await Promise.all([
    import('@fortedigital/nextjs-cache-handler'),
    import('@fortedigital/nextjs-cache-handler/redis-strings'),
    import('@redis/client'),
  ])
  const client = createClient({ url: redisUrl })
  // A lost connection is retried by the client; the log says so instead of crashing the server.
  client.on('error', (error) => console.error('[cache] Redis:', error.message))
  await client.connect()
  CacheHandler.onCreation(() => ({
    handlers: [createRedisHandler({ client, keyPrefix: 'chiptuning:', timeoutMs: 1000 })],
  }))
  return CacheHandler
}

const Store = url
  ? await redisCacheHandler(url)
  : require('next/dist/server/lib/incremental-cache/file-system-cache.js').default

// Pages and routes are rendered on their first request and kept. A not-found answer for an
// address that never had a page is not kept: each unknown address would add about 95 KB to the
// cache for good, so a crawler or an attacker inventing addresses would fill the disk (or Redis).
// Rendering one again is cheap. One that replaces a kept page (staff deleted it) is stored: on
// disk the record of revalidated tags lives in memory only, so after a restart the old copy
// would be served again.
const KEPT_KINDS = new Set(['APP_PAGE', 'APP_ROUTE', 'PAGES'])

export default class PageCache extends Store {
  async set(key, data, ctx) {
    if (data && KEPT_KINDS.has(data.kind) && data.status === 404 && !this.holds(key, data.kind))
      return
    return super.set(key, data, ctx)
  }

  /** Whether a copy of this address lies on disk (Redis drops revalidated entries itself). */
  holds(key, kind) {
    if (typeof this.getFilePath !== 'function' || !this.fs) return false
    try {
      return this.fs.existsSync(
        this.getFilePath(`${key}.${kind === 'APP_ROUTE' ? 'body' : 'html'}`, kind),
      )
    } catch {
      return false
    }
  }
}
