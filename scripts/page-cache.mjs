// A small in-memory cache in front of `next start`, as a micro-caching reverse proxy would be.
// Next serves a cached (ISR) page in ~4 ms of CPU, most of it request plumbing; replaying the
// same bytes from memory costs a fraction of that. Only responses that are the same for every
// visitor are kept: cached pages (x-nextjs-cache HIT), build and public files, never API answers,
// the admin, client-navigation (RSC) requests or anything that sets a cookie other than the
// language. A successful staff write and any cache revalidation inside Next (an IPC message from
// the server) purge everything, and entries expire after a minute regardless, so time-based
// revalidation still comes through.
import http from 'node:http'
import { pipeline } from 'node:stream'

const MAX_ENTRY_BYTES = 1024 * 1024
const MAX_TOTAL_BYTES = 64 * 1024 * 1024
const TTL_MS = 60_000
const locales = new Set(['nl', 'en', 'de'])
const publicFile = /\.(svg|png|jpe?g|webp|avif|gif|ico|txt|xml|webmanifest|woff2?)$/i
const hopByHop = new Set(['connection', 'keep-alive', 'transfer-encoding', 'proxy-connection', 'upgrade', 'te', 'trailer'])
// Set here from the connection, never taken from the visitor.
const forwardingHeaders = new Set(['x-real-ip', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port'])

/** The exact value of the language cookie, '' when there is none. */
function localeCookie(cookie = '') {
  return /(?:^|;\s*)NEXT_LOCALE=([^;]*)/.exec(cookie)?.[1]?.trim() ?? ''
}

/** Why a request must go to Next uncached, or null when a cached answer may serve it. */
export function bypassReason(method, url, headers) {
  if (method !== 'GET') return 'method'
  if (/^\/(api|admin)(\/|$|\?)/.test(url) || url.startsWith('/_next/image')) return 'path'
  if (headers.rsc || headers['next-router-state-tree'] || headers['next-router-prefetch'] || headers.range) return 'navigation'
  if (headers.authorization || /(^|;\s*)(payload-token|__prerender_bypass|__next_preview_data)=/.test(headers.cookie ?? '')) return 'session'
  const locale = localeCookie(headers.cookie)
  if (locale && !locales.has(locale)) return 'cookie'
  return null
}

/** Requests that get the same answer share a key: path, stored language and gzip support. */
export function cacheKey(url, headers) {
  const gzip = /\bgzip\b/.test(headers['accept-encoding'] ?? '') ? 'gz' : ''
  return `${url}|${localeCookie(headers.cookie)}|${gzip}`
}

/** Whether Next's answer is the same for every visitor and may be replayed under `key`. */
export function isShareable(url, status, headers, key = '') {
  if (status !== 200) return false
  const cookies = [headers['set-cookie'] ?? []].flat()
  if (cookies.some((cookie) => !cookie.startsWith('NEXT_LOCALE='))) return false
  // Only a body the key's clients can read: gzip for gzip keys, plain for the others.
  const encoding = headers['content-encoding'] ?? ''
  if (encoding !== (key.endsWith('|gz') ? 'gzip' : '') && encoding !== '') return false
  const pathname = url.split('?')[0]
  return headers['x-nextjs-cache'] === 'HIT' || pathname.startsWith('/_next/static/') || publicFile.test(pathname)
}

const hasCredentials = (headers) => Boolean(headers.authorization) || /(^|;\s*)payload-token=/.test(headers.cookie ?? '')

/** Writes through Payload (REST, GraphQL, the admin's server functions) or the revalidate hook. */
export function isStaffWrite(method, url) {
  return method !== 'GET' && method !== 'HEAD' && /^\/(api\/cms|api\/revalidate|admin)(\/|$|\?)/.test(url)
}

export function createPageCache() {
  const entries = new Map()
  let total = 0
  let generation = 0
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
    /** `since` is the generation when the request started: an answer that raced a purge is not kept. */
    set(key, status, headers, body, since = generation) {
      if (body.length > MAX_ENTRY_BYTES || since !== generation) return
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
      generation++
    },
    get generation() {
      return generation
    },
    get size() {
      return entries.size
    },
  }
}

/** The headers Next gets: no hop-by-hop or forwarding headers from the visitor, no body framing without a body. */
function upstreamHeaders(request, bodyless) {
  const headers = {}
  for (const [name, value] of Object.entries(request.headers)) {
    if (hopByHop.has(name) || forwardingHeaders.has(name)) continue
    if (bodyless && (name === 'content-length' || name === 'expect')) continue
    headers[name] = value
  }
  // x-real-ip is always the connecting address, so a visitor cannot choose their rate-limit key.
  const remote = request.socket.remoteAddress ?? ''
  const forwarded = request.headers['x-forwarded-for']
  return { ...headers, 'x-real-ip': remote, 'x-forwarded-for': forwarded ? `${forwarded}, ${remote}` : remote }
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
    // A GET or HEAD is forwarded without a body whatever its headers claim, so a request can
    // never leave bytes on a pooled connection for the next visitor's request to be read with.
    const bodyless = request.method === 'GET' || request.method === 'HEAD'
    const headers = upstreamHeaders(request, bodyless)
    const since = cache.generation

    const forward = (retry) => {
      const upstream = http.request({ host: '127.0.0.1', port: upstreamPort, method: request.method, path: request.url, headers, agent }, (answer) => {
        // A staff write has committed before Next answers; purging as the answer passes means
        // the next page the browser asks for is rendered anew. Refused writes purge nothing.
        const status = answer.statusCode ?? 502
        if (isStaffWrite(request.method, request.url) && status < 300 && hasCredentials(request.headers)) cache.purge()
        const outHeaders = Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !hopByHop.has(name)))
        if (!key || !isShareable(request.url, status, answer.headers, key)) {
          response.writeHead(status, outHeaders)
          pipeline(answer, response, () => {})
          return
        }
        const chunks = []
        answer.on('data', (chunk) => chunks.push(chunk))
        answer.on('end', () => {
          const body = Buffer.concat(chunks)
          // The language cookie is the visitor's own business: a replay never sets it.
          const { 'set-cookie': _cookie, ...shared } = { ...outHeaders, 'content-length': String(body.length) }
          cache.set(key, status, shared, body, since)
          response.writeHead(status, { ...outHeaders, 'content-length': String(body.length) })
          response.end(body)
        })
        answer.on('error', () => response.destroy())
      })
      // A visitor who goes away frees the connection to Next instead of leaving it half-read.
      response.on('close', () => {
        if (!response.writableFinished) upstream.destroy()
      })
      upstream.on('error', (error) => {
        // A reused connection that Next closed a moment ago: a request without a body is safe to send again.
        if (retry && bodyless && !response.headersSent && error.code === 'ECONNRESET') return forward(false)
        if (response.headersSent) return response.destroy()
        response.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' })
        response.end('The site is starting or restarting. Please try again in a moment.')
      })
      if (bodyless) upstream.end()
      else pipeline(request, upstream, () => {})
    }
    forward(true)
  })
  return { server, cache }
}
