// @ts-check
// Upstream: serverMinification, https://github.com/payloadcms/payload/pull/14375 (open, for
// /issues/13645). skipProxyUrlNormalize, https://github.com/vercel/next.js/issues/37536 (the proxy
// sees localhost) and /issues/94745 (open: a rewrite taken for an external one); source
// next/dist/server/next-server.js runMiddleware.
// Canaries (run both): tests/platform/upstream/payload-writes.int.spec.ts (logError) and
// tests/platform/upstream/next.test.ts (runMiddleware).

// Plain JavaScript because next.config.mjs loads it before anything is compiled.

/**
 * The Next settings that work around framework behaviour (next 16.4.6, payload 3.90.2), kept
 * here with their reasons so an upgrade can tell which may go.
 *
 * @type {import('next').NextConfig}
 */
export const platformNextConfig = {
  // Payload picks the log level of an error by its name (payload/dist/utilities/logError.js looks
  // `err.name` up in its loggingLevels: Forbidden, NotFound, ValidationError are info), and its
  // errors take their name from their class (payload/dist/errors/APIError.js: `this.name =
  // this.constructor.name`); minified server code renames the classes and every refused request
  // logged a stack trace.
  experimental: { serverMinification: false },
  // The proxy sees the URL the server was reached on. Next 16 otherwise hands it a localhost URL
  // (next/dist/server/next-server.js runMiddleware: `localhost:${port}`), and a
  // server bound to another host name (0.0.0.0 in a container) then treats next-intl's rewrite
  // of `/contact` to `/nl/contact` as external and answers 307 to itself, forever.
  skipProxyUrlNormalize: true,
}
