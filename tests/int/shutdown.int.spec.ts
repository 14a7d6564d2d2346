import { type ChildProcess, spawn } from 'node:child_process'
import net from 'node:net'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

/**
 * A stand-in for `next start` that stops the way Next's start server does (read in
 * next/dist/server/lib/start-server.js): on SIGTERM it closes its listener, lets in-flight
 * requests finish, then exits with 143. `stubborn` ignores SIGTERM altogether.
 */
const fakeServer = (stubborn: boolean) => `
  import http from 'node:http'
  const server = http.createServer((req, res) => {
    const delay = req.url === '/slow' ? 1500 : 0
    setTimeout(() => res.end(req.url === '/slow' ? 'booking stored' : 'ready'), delay)
  })
  server.listen(Number(process.env.PORT), '127.0.0.1')
  process.on('SIGTERM', () => { if (!${stubborn}) server.close(() => process.exit(143)) })
`

const foreground = path.resolve('scripts/foreground.mjs')

function startSupervised(stubborn: boolean, port: number, graceMs: number): ChildProcess {
  const supervisor = `
    import { runInForeground } from ${JSON.stringify(foreground)}
    runInForeground(process.execPath, ['--input-type=module', '-e', ${JSON.stringify(fakeServer(stubborn))}], { graceMs: ${graceMs} })
  `
  return spawn(process.execPath, ['--input-type=module', '-e', supervisor], {
    env: { ...process.env, PORT: String(port) },
    stdio: 'ignore',
  })
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })
}

async function waitUntilUp(url: string) {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`${url} never answered`)
}

const exitOf = (child: ChildProcess) =>
  new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  )

describe('stopping the server with SIGTERM', () => {
  it('finishes the request in flight, then exits 0', async () => {
    const port = await freePort()
    const supervisor = startSupervised(false, port, 10_000)
    const exited = exitOf(supervisor)
    await waitUntilUp(`http://127.0.0.1:${port}/`)

    const slow = fetch(`http://127.0.0.1:${port}/slow`)
    await new Promise((resolve) => setTimeout(resolve, 300))
    supervisor.kill('SIGTERM')

    const response = await slow
    expect(response.status).toBe(200)
    expect(await response.text()).toBe('booking stored')
    expect(await exited).toEqual({ code: 0, signal: null })
    await expect(fetch(`http://127.0.0.1:${port}/`)).rejects.toThrow()
  })

  it('kills a server that does not stop within the grace period and reports a failure', async () => {
    const port = await freePort()
    const supervisor = startSupervised(true, port, 500)
    const exited = exitOf(supervisor)
    await waitUntilUp(`http://127.0.0.1:${port}/`)

    supervisor.kill('SIGTERM')
    expect(await exited).toEqual({ code: 1, signal: null })
    await expect(fetch(`http://127.0.0.1:${port}/`)).rejects.toThrow()
  })
})
