import { serverEnv } from './env'

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

/**
 * Where a job reaches the site's own endpoints (a refreshed cache after an import or a
 * scheduled publish): APP_ORIGIN when the jobs run outside the app processes (compose's worker:
 * http://app:3000; with REDIS_URL any one of them refreshes the cache all share), else this
 * server itself, else the public origin.
 */
export function siteOriginForJobs(): string {
  return (serverEnv().APP_ORIGIN ?? loopbackOrigin() ?? publicOrigin()).replace(/\/$/, '')
}

/**
 * Where a signed-in browser may send staff requests from (Payload's `csrf` list): a request
 * with the staff cookie and another Origin is treated as signed out. Without SITE_URL the site
 * answers on this machine's port, as localhost or 127.0.0.1.
 */
export function staffOrigins(): string[] {
  const env = serverEnv()
  if (env.SITE_URL) return [publicOrigin()]
  const port = env.PORT ?? 3000
  return [`http://localhost:${port}`, `http://127.0.0.1:${port}`]
}
