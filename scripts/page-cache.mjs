// A small in-memory cache in front of `next start`, as a micro-caching reverse proxy would be.
// Next serves a cached (ISR) page in ~4 ms of CPU, most of it request plumbing; replaying the
// same bytes from memory costs a fraction of that. Only responses that are the same for every
// visitor are kept: cached pages (x-nextjs-cache HIT), build and public files, never API answers, the
// admin, client-navigation (RSC) requests or anything that sets a cookie other than the locale.
// Any staff write and any cache revalidation inside Next (an IPC message from the server) purge
// everything, and entries expire after a minute regardless, so time-based revalidation still
// comes through.
import http from 'node:http'

const MAX_ENTRY_BYTES = 1024 * 1024
const MAX_TOTAL_BYTES = 64 * 1024 * 1024
const TTL_MS = 60_000
const publicFile = /\.(svg|png|jpe?g|webp|avif|gif|ico|txt|xml|webmanifest|woff2?)$/i
const hopByHop = new Set(['connection', 'keep-alive', 'transfer-encoding', 'proxy-connection', 'upgrade'])

/** Why a request must go to Next uncached, or null when a cached answer may serve it. */
export function bypassReason(method, url, headers) {
  if (method !== 'GET') return 'method'
  if (/^\/(api|admin)(\/|$|\?)/.test(url) || url.startsWith('/_next/image')) return 'path'
  if (headers.rsc || headers['next-router-state-tree'] || headers['next-router-prefetch'] || headers.range) return 'navigation'
  if (headers.authorization || /(^|;\s*)(payload-token|__prerender_bypass|__next_preview_data)=/.test(headers.cookie ?? '')) return 'session'
  return null
}

/** Requests that get the same answer share a key: path, stored language and gzip support. */
export function cacheKey(url, headers) {
  const locale = /(?:^|;\s*)NEXT_LOCALE=([a-z]{2})/.exec(headers.cookie ?? '')?.[1] ?? ''
  const gzip = /\bgzip\b/.test(headers['accept-encoding'] ?? '') ? 'gz' : ''
  return `${url}|${locale}|${gzip}`
}

/** Writes through Payload (REST, GraphQL, the admin's server functions) or the revalidate hook. */
export function isStaffWrite(method, url) {
  return method !== 'GET' && method !== 'HEAD' && /^\/(api\/cms|api\/revalidate|admin)(\/|$|\?)/.test(url)
}

/** Whether Next's answer is the same for every visitor and may be replayed. */
export function isShareable(url, status, headers) {
  if (status !== 200) return false
  const cookies = [headers['set-cookie'] ?? []].flat()
  if (cookies.some((cookie) => !cookie.startsWith('NEXT_LOCALE='))) return false
  const pathname = url.split('?')[0]
  return headers['x-nextjs-cache'] === 'HIT' || pathname.startsWith('/_next/static/') || publicFile.test(pathname)
}

export function createPageCache() {
  const entries = new Map()
  let total = 0
  const drop = (key) => {
    total -= entries.get(key)?.body.length ?? 0
    entries.delete(key)
  }
  return {
    get(key) {
      const entry = entries.get(key)
      if (!entry) return null
      if (entry.expires < Date.now()) return drop(key), null
      // Map order doubles as recency for the least-recently-used eviction below.
      entries.delete(key)
      entries.set(key, entry)
      return entry
    },
    set(key, status, headers, body) {
      if (body.length > MAX_ENTRY_BYTES) return
      drop(key)
      entries.set(key, { status, headers, body, expires: Date.now() + TTL_MS })
      total += body.length
      for (const oldest of entries.keys()) {
        if (total <= MAX_TOTAL_BYTES) break
        drop(oldest)
      }
    },
    purge() {
      entries.clear()
      total = 0
    },
    get size() {
      return entries.size
    },
  }
}

/** The public server: answers from the cache or forwards to Next on `upstreamPort`. */
export function createFrontServer(upstreamPort, cache = createPageCache()) {
  // Idle sockets are dropped before Next's 5 s keep-alive timeout would close them under us.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256, timeout: 4_000 })
  const server = http.createServer((request, response) => {
    const bypass = bypassReason(request.method, request.url, request.headers)
    const key = bypass ? null : cacheKey(request.url, request.headers)
    const hit = key && cache.get(key)
    if (hit) {
      response.writeHead(hit.status, { ...hit.headers, 'x-page-cache': 'HIT' })
      response.end(hit.body)
      return
    }
    // x-real-ip is always the connecting address, so a visitor cannot choose their rate-limit key.
    const remote = request.socket.remoteAddress ?? ''
    const forwarded = request.headers['x-forwarded-for']
    const headers = { ...request.headers, 'x-real-ip': remote, 'x-forwarded-for': forwarded ? `${forwarded}, ${remote}` : remote }
    const bodyless = request.method === 'GET' || request.method === 'HEAD'

    const forward = (retry) => {
      const upstream = http.request({ host: '127.0.0.1', port: upstreamPort, method: request.method, path: request.url, headers, agent }, (answer) => {
        // A staff write has run its revalidation before answering; purging here, before the
        // answer reaches the browser, means the next page it asks for is never the old one.
        if (isStaffWrite(request.method, request.url)) cache.purge()
        const outHeaders = Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !hopByHop.has(name)))
        if (!key || !isShareable(request.url, answer.statusCode, answer.headers)) {
          response.writeHead(answer.statusCode ?? 502, outHeaders)
          answer.pipe(response)
          return
        }
        const chunks = []
        answer.on('data', (chunk) => chunks.push(chunk))
        answer.on('end', () => {
          const body = Buffer.concat(chunks)
          const stored = { ...outHeaders, 'content-length': String(body.length) }
          cache.set(key, answer.statusCode, stored, body)
          response.writeHead(answer.statusCode, stored)
          response.end(body)
        })
        answer.on('error', () => response.destroy())
      })
      upstream.on('error', (error) => {
        // A reused connection that Next closed a moment ago: a request without a body is safe to send again.
        if (retry && bodyless && !response.headersSent && error.code === 'ECONNRESET') return forward(false)
        if (response.headersSent) return response.destroy()
        response.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' })
        response.end('The site is starting or restarting. Please try again in a moment.')
      })
      if (bodyless) upstream.end()
      else request.pipe(upstream)
    }
    forward(true)
  })
  return { server, cache }
}
