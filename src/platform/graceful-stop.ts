import { subscribe } from 'node:diagnostics_channel'
import type { Server } from 'node:http'

import type { Payload } from 'payload'

import { stopJobs } from './jobs/stopping'
import { closeSharedRedis } from './shared/redis'

/** Docker waits 10 s after SIGTERM by default (compose: stop_grace_period); this stays inside. */
export const STOP_WITHIN_MS = 8_000
/** Whatever still holds the process then, it exits: its jobs go back through the runner lease. */
const EXIT_AT_MS = 9_500

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * The HTTP servers of this process, as Node reports each request they start: Next's server is
 * not handed to the app, and one that never had a request has none in flight to finish.
 */
const servers = new Set<Server>()

/** Closes `server` and resolves once its last request has been answered. */
function closeServer(server: Server): Promise<void> {
  if (!server.listening) return Promise.resolve()
  return new Promise((resolve) => {
    server.close(() => resolve())
    // A kept-alive connection that turns idle after the close would otherwise stay open.
    const idle = setInterval(() => server.closeIdleConnections(), 100)
    server.once('close', () => clearInterval(idle))
  })
}

/**
 * A stop signal (SIGTERM from Docker, systemd or Kubernetes; Ctrl+C) ends this server within
 * 10 s, with exit code 0, whatever it is doing: it stops taking requests and finishes those it
 * accepted (a booking being stored); it starts no job, tells the long ones (page warming, an
 * import) to stop, lets a mail being handed to the provider finish and record itself, and
 * hands every job still in hand back to the queue for the next runner. It replaces Next's own
 * handler (NEXT_MANUAL_SIG_HANDLE), which exits with 143 once its connections end, in the
 * middle of whatever a job was doing.
 */
export function stopOnSignals(ready: Promise<Payload | null>) {
  subscribe('http.server.request.start', (message) => {
    servers.add((message as { server: Server }).server)
  })
  let stopping = false
  const stop = async (signal: NodeJS.Signals) => {
    // A terminal's Ctrl+C reaches npm and this process both, and npm passes it on: once is enough.
    if (stopping) return
    stopping = true
    const started = Date.now()
    const deadline = started + STOP_WITHIN_MS
    setTimeout(() => {
      console.warn('[stop] still busy: exiting; the jobs in hand are handed on by the lease.')
      process.exit(0)
    }, EXIT_AT_MS).unref()
    console.info(`[stop] ${signal}: finishing requests and jobs in hand, then exiting.`)
    const closed = Promise.all([...servers].map(closeServer))
    try {
      const payload = await ready
      if (payload) {
        const { handedBack } = await stopJobs(payload, deadline)
        if (handedBack) console.info(`[stop] ${handedBack} job(s) handed back to the queue.`)
      }
    } catch (error) {
      // The lease's next holder hands back whatever this process could not.
      console.error(
        '[stop] could not stop the jobs:',
        error instanceof Error ? error.message : error,
      )
    }
    await Promise.race([closed, sleep(deadline - Date.now())])
    for (const server of servers) server.closeAllConnections()
    await Promise.race([closeSharedRedis(), sleep(500)])
    console.info(`[stop] done in ${Date.now() - started} ms.`)
    process.exit(0)
  }
  process.on('SIGTERM', stop)
  process.on('SIGINT', stop)
}
