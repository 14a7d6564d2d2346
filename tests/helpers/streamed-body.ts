import http from 'node:http'

export type Answered = { status: number; sent: number; body: string }

/**
 * Sends a body to `url` in 64 KB chunks for as long as the server reads it (at most `upTo`
 * bytes), and resolves with the status of the answer that stops it and the bytes sent by then.
 * With `declared`, the request announces that Content-Length and sends only the first chunk:
 * a server that checks the length answers at once, one that reads the body waits for the rest.
 */
export function streamUntilAnswered(
  url: string,
  {
    headers = {},
    upTo = 200 * 1024 * 1024,
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
    if (declared) {
      sent = chunk.length
      request.write(chunk)
      return
    }
    const pump = () => {
      while (!answered && sent < upTo) {
        sent += chunk.length
        if (!request.write(chunk)) return void request.once('drain', pump)
      }
      if (!answered) request.end()
    }
    pump()
  })
}
