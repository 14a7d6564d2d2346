// Runs a Next server behind the page cache: the cache listens on the public port, Next on a
// free local one, and a purge message from Next (src/server/page-cache.ts) empties the cache.
import net from 'node:net'

import { runInForeground } from './foreground.mjs'
import { createFrontServer } from './page-cache.mjs'

/**
 * @param {number} port the public port
 * @param {(upstreamPort: number) => { command: string, args: string[], env: NodeJS.ProcessEnv, cwd?: string }} next
 *   how to start Next on the local port it is given
 */
export async function serveBehindPageCache(port, next) {
  const upstreamPort = await freePort()
  const { server, cache } = createFrontServer(upstreamPort)
  const { command, args, env, cwd } = next(upstreamPort)
  const child = runInForeground(command, args, {
    cwd,
    env: { ...env, PAGE_CACHE_IPC: '1' },
    ipc: true,
    // No new connections while Next finishes the requests it has.
    onStop: () => server.close(),
  })
  child.on('message', (message) => {
    if (message?.type === 'purge-page-cache') cache.purge()
  })
  server.listen(port, () => console.log(`Site on http://localhost:${port} (page cache in front of Next on port ${upstreamPort})`))
  return child
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = /** @type {net.AddressInfo} */ (probe.address())
      probe.close(() => resolve(port))
    })
    probe.on('error', reject)
  })
}
