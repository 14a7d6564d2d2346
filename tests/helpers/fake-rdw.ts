import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { rdwFixtures } from '../fixtures/rdw'

/** Plates (valid side code 9) on which the fake RDW misbehaves the way the real one can. */
export const misbehaving = {
  slow: 'GB001B',
  broken: 'GB500B',
  malformed: 'GB002B',
  html: 'GB003B',
} as const

export type FakeRdw = {
  url: string
  /** Every request it got: path, query plate and the app token header. */
  requests: { path: string; plate: string | null; token: string | undefined }[]
  close: () => Promise<void>
}

const datasets: Record<string, 'vehicles' | 'fuels'> = {
  '/resource/m9d7-ebf2.json': 'vehicles',
  '/resource/8ys7-d773.json': 'fuels',
}

/**
 * A local stand-in for opendata.rdw.nl: the two data sets, answered from fixtures shaped like
 * the real ones; unknown plates get the empty array the real API gives.
 */
export async function startFakeRdw(port = 0, slowMs = 5_000): Promise<FakeRdw> {
  const requests: FakeRdw['requests'] = []
  const timers = new Set<NodeJS.Timeout>()
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake-rdw')
    const plate = url.searchParams.get('kenteken')
    const token = request.headers['x-app-token']
    requests.push({ path: url.pathname, plate, token: Array.isArray(token) ? token[0] : token })
    const dataset = datasets[url.pathname]
    const json = (status: number, body: string) => {
      response.writeHead(status, { 'Content-Type': 'application/json' })
      response.end(body)
    }
    if (!dataset) return json(404, JSON.stringify({ code: 'not_found', error: true }))
    if (plate === misbehaving.broken)
      return json(500, JSON.stringify({ code: 'internal_error', error: true }))
    if (plate === misbehaving.malformed)
      return json(200, JSON.stringify({ kenteken: plate, merk: 'VOLKSWAGEN' }))
    if (plate === misbehaving.html) {
      response.writeHead(200, { 'Content-Type': 'text/html' })
      return response.end('<html><body>Service unavailable</body></html>')
    }
    const answer = JSON.stringify(rdwFixtures[plate ?? '']?.[dataset] ?? [])
    if (plate === misbehaving.slow) {
      const timer = setTimeout(() => {
        timers.delete(timer)
        json(200, '[]')
      }, slowMs)
      timers.add(timer)
      return
    }
    json(200, answer)
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', resolve)
  })
  const { port: bound } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${bound}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer)
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
