// Upstream: https://github.com/vercel/next.js/issues/82117 (open; fix proposed in
// https://github.com/vercel/next.js/pull/95913). Source: next/dist/build/templates/
// app-page-runtime.js createAppPageEntrypoint replays the headers with appendHeader after
// server/app-render/app-render.js set the Location.
// Canary (a source match: running it needs a built app without this workaround):
// tests/platform/upstream/next.test.ts.

import { ServerResponse } from 'node:http'

const patched = Symbol.for('chiptuning.oneLocation')

/**
 * A moved catalogue address is answered by the proxy's 301 once its table knows the move; in
 * the seconds before that, the engine page answers with its own permanent redirect. Next sets
 * that redirect's Location while rendering and appends it once more when it replays the
 * rendered page's headers, so the first visitor got the header twice (and a proxy or CDN that
 * merges repeated headers sends browsers to "/a, /a"). Appending a Location equal to the one
 * already set is therefore skipped here, for every response of this process; any other header,
 * and a different Location, is appended as before.
 */
export function keepOneLocation(): void {
  const proto = ServerResponse.prototype as ServerResponse & { [patched]?: true }
  if (proto[patched]) return
  const append = proto.appendHeader
  proto.appendHeader = function (this: ServerResponse, name, value) {
    if (name.toLowerCase() === 'location') {
      const current = this.getHeader('location')
      const set = (Array.isArray(current) ? current : [current]).map(String)
      const added = (Array.isArray(value) ? value : [value]).map(String)
      if (current !== undefined && added.every((one) => set.includes(one))) return this
    }
    return append.call(this, name, value)
  }
  proto[patched] = true
}
