#!/usr/bin/env node
// The container's command: Next's standalone server.js behind the page cache on PORT.
// PAGE_CACHE=0 runs server.js alone.
import { runInForeground } from './foreground.mjs'
import { serveBehindPageCache } from './front.mjs'

const port = Number(process.env.PORT || 3000)
if (process.env.PAGE_CACHE === '0') {
  runInForeground(process.execPath, ['server.js'])
} else {
  await serveBehindPageCache(port, (upstreamPort) => ({
    command: process.execPath,
    args: ['server.js'],
    // server.js takes its address from the environment; links keep naming the public port.
    env: { ...process.env, PORT: String(upstreamPort), HOSTNAME: '127.0.0.1', SITE_URL: process.env.SITE_URL || `http://localhost:${port}` },
  }))
}
