import http from 'node:http'

export type Answered = { status: number; sent: number; body: string }

/**
 * Sends a body to `url` in 64 KB chunks, `upTo` bytes in all, and resolves with the answer that
 * stops it. The body is never ended: a server that reads it whole keeps the request waiting
 * (see `answeredWithin`), one that stops at its limit answers while it is open. Keep `upTo` a
 * little past the limit, so the client is done writing by the time the answer comes: a server
 * that refuses closes with the rest of the body unread, its kernel resets the connection, and a
 * client still writing then fails with EPIPE before it reads the answer already on its way.
 * With `declared`, the request announces that Content-Length and sends only the first chunk:
 * a server that checks the length answers at once, one that reads the body waits for the rest.
 */
export function streamUntilAnswered(
  url: string,
  {
    headers = {},
    upTo = 4 * 1024 * 1024,
    declared,
  }: { headers?: Record<string, string>; upTo?: number; declared?: number } = {},
): Promise<Answered> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, {
      method: 'POST',
      headers: { ...headers, ...(declared ? { 'content-length': String(declared) } : {}) },
    })
    let sent = 0
    let answered = false
    request.on('response', (response) => {
      answered = true
      let body = ''
      response.on('data', (chunk: Buffer) => (body += chunk.toString()))
      response.on('end', () => {
        resolve({ status: response.statusCode ?? 0, sent, body })
        request.destroy()
      })
    })
    request.on('error', (error) => (answered ? undefined : reject(error)))
    const chunk = Buffer.alloc(64 * 1024, 0x20)
    const last = declared ? chunk.length : upTo
    // One chunk per turn of the event loop, so an answer is read before the next write.
    const pump = () => {
      if (answered || sent >= last) return
      sent += chunk.length
      if (request.write(chunk)) setImmediate(pump)
      else request.once('drain', pump)
    }
    pump()
  })
}

/** The answer, or status 0 when none came within `ms` (the server waits for the body). */
export const answeredWithin = (ms: number, sending: Promise<Answered>) =>
  Promise.race([
    sending,
    new Promise<Answered>((resolve) =>
      setTimeout(() => resolve({ status: 0, sent: 0, body: '' }), ms),
    ),
  ])
