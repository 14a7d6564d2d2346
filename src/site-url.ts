import { serverEnv } from './server/env'

/**
 * Public origin of the site, for canonical URLs, hreflang and the sitemap. Unset or empty, it is
 * the local origin of the port this server answers on, so a site started with PORT=4500 never
 * points its canonical and hreflang links at another port.
 */
export function publicOrigin(): string {
  const env = serverEnv()
  return (env.SITE_URL || `http://localhost:${env.PORT ?? 3000}`).replace(/\/$/, '')
}

/** The public origin as this server started with it. */
export const siteUrl = publicOrigin()

/**
 * This server itself, for calls it makes to its own endpoints (a proxy or job outside any
 * request): the loopback address of its port, or null when no port was given.
 */
export function loopbackOrigin(): string | null {
  const port = serverEnv().PORT
  return port ? `http://127.0.0.1:${port}` : null
}
