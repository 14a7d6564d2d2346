/**
 * `npm run bench:pages`: serves the production build on a seeded database behind Debian's nginx
 * with the repository's config (deploy/nginx), as production runs it. First, before any page is
 * cached, 200 engine pages cold and then warm straight from Next, each requested once, after 200
 * other engine pages have met the server just started: cold throughput >= 0.25x warm (a crawler
 * walking the catalogue must not saturate the site). Then,
 * through nginx, wrk (50 connections) on the same pages against a static file from public/, and
 * the gzipped first-load JavaScript of an engine page. Requests ask for gzip, as browsers do.
 * Targets: engine pages >= 50% of the static file's throughput, JS <= 152 KB gzip (the budget).
 */
import http from 'node:http'

import { firstLoadScripts, gzipSize } from './first-load'
import { CONNECTIONS, DURATION_S, expectOk, type Result, row, run, SAMPLE, sample } from './load'
import { startServer } from './server'
import { startNginx } from '../tests/helpers/nginx'

/**
 * Every path requested exactly once, CONNECTIONS at a time (Node's HTTP client, keep-alive):
 * the throughput of pages not yet rendered (cold) or, on a second pass, served from the cache.
 */
async function runEach(origin: string, paths: string[]): Promise<Result> {
  const { hostname, port } = new URL(origin)
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS })
  const latencies: number[] = []
  let next = 0
  let errors = 0
  let non2xx = 0
  const started = performance.now()
  const worker = async () => {
    while (next < paths.length) {
      const path = paths[next++]!
      const begun = performance.now()
      await new Promise<void>((resolve) => {
        const request = http.get(
          { hostname, port, path, agent, headers: { 'accept-encoding': 'gzip' } },
          (response) => {
            if ((response.statusCode ?? 0) >= 300) non2xx++
            response.resume()
            response.on('end', () => {
              latencies.push(performance.now() - begun)
              resolve()
            })
          },
        )
        request.on('error', () => {
          errors++
          resolve()
        })
      })
    }
  }
  await Promise.all(Array.from({ length: CONNECTIONS }, worker))
  const seconds = (performance.now() - started) / 1000
  agent.destroy()
  latencies.sort((a, b) => a - b)
  const at = (p: number) =>
    Math.round(
      latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0,
    )
  return { rps: latencies.length / seconds, p50: at(50), p99: at(99), errors, non2xx }
}

async function firstLoadJs(origin: string, path: string): Promise<number> {
  const html = await (await fetch(`${origin}${path}`)).text()
  let total = 0
  for (const src of firstLoadScripts(html))
    total += gzipSize(Buffer.from(await (await fetch(new URL(src, origin))).arrayBuffer()))
  return total
}

async function main() {
  const port = Number(process.env.PORT ?? 3300)
  const server = await startServer(port)
  const nginx = await startNginx({ port: port + 1, upstream: `127.0.0.1:${port}` })
  try {
    // Every engine path in one answer needs a staff session (anonymous reads stop at 100).
    const login = await fetch(`${server.origin}/api/cms/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: 'e2e-staff@chiptuning-nijmegen.nl',
        password: 'e2e-staff-password',
      }),
    })
    const { token } = (await login.json()) as { token: string }
    const response = await fetch(
      `${server.origin}/api/cms/engines?limit=0&pagination=false&depth=0&select[path]=true`,
      {
        headers: { authorization: `JWT ${token}` },
      },
    )
    const { docs } = (await response.json()) as { docs: { path: string }[] }
    const picked = sample(
      docs.map((d) => `/merken/${d.path}`),
      2 * SAMPLE,
    )
    // Two disjoint sets: the first meets a server just started, the second is what is measured.
    const [firstPaths, paths] = [picked.slice(0, SAMPLE), picked.slice(SAMPLE)]
    // Cold: each page is rendered on its first request (as a crawler meets them), then the same
    // pages again from Next's cache. One run, the same pages, the same client. A server that has
    // just started also loads the route's code and has not yet optimised it: once per process,
    // not per page. Other engine pages take that first, and are shown apart; the warm run has
    // a warmed-up process too.
    console.log(
      `Cold render: ${paths.length} engine pages never requested before, ${CONNECTIONS} at a time, each once`,
    )
    const first = await runEach(server.origin, firstPaths)
    const cold = await runEach(server.origin, paths)
    const warm = await runEach(server.origin, paths)
    console.log(row('first after start', first))
    console.log(row('cold engine pages', cold))
    console.log(row('the same, cached', warm))
    console.log(`cold / warm throughput: ${(cold.rps / warm.rps).toFixed(2)}x (target >= 0.25x)`)
    const staticFile = '/favicon.svg'

    console.log(
      `Pages benchmark through nginx: ${CONNECTIONS} connections, ${DURATION_S} s per run, ${paths.length} engine pages`,
    )
    await expectOk(server.origin, [...paths, staticFile])
    const engine = await run(nginx.origin, paths)
    const file = await run(nginx.origin, [staticFile])
    console.log(row('engine pages', engine))
    console.log(row(`static ${staticFile}`, file))
    console.log(
      `engine / static throughput: ${((engine.rps / file.rps) * 100).toFixed(0)}% (target >= 50%)`,
    )
    const js = await firstLoadJs(nginx.origin, paths[0]!)
    console.log(
      `first-load JS of an engine page: ${(js / 1024).toFixed(1)} KB gzip (budget 152 KB)`,
    )
  } finally {
    await nginx.stop()
    server.stop()
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
