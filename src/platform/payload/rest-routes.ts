/**
 * Which REST addresses Payload answers for a request from outside. Payload adds collections and
 * globals of its own (`payload-migrations`, `payload-preferences`, `payload-locked-documents`,
 * `payload-jobs`, `payload-kv`, the global `payload-jobs-stats`): an anonymous request to one of
 * them got 403, which tells that it exists, and one to a collection without REST endpoints
 * (`payload-migrations`) 501. Both are a 404 here, like any address Payload has no route for;
 * signed-in staff reach Payload's own collections as before (the admin keeps its preferences
 * there). Pure: the route handler passes the sets, taken from the sanitized config.
 */
export type RestRoutes = {
  /** Collections and globals (as `globals/<slug>`) that expose no REST endpoints at all. */
  closed: ReadonlySet<string>
  /** Payload's own collections and globals, for signed-in staff only. */
  internal: ReadonlySet<string>
}

/** The collection (`faqs`) or global (`globals/pricing`) an address under /api/cms names. */
export function restTarget(pathname: string): string | null {
  const [first, second] = /^\/api\/cms\/(.+)$/.exec(pathname)?.[1]?.split('/') ?? []
  if (!first) return null
  if (first === 'globals') return second ? `globals/${second}` : null
  return first
}

/** Whether Payload's own collections and globals are meant: their slugs start with `payload-`. */
export const isPayloadInternal = (slug: string) => /^(?:globals\/)?payload-/.test(slug)

/** Who may reach an address: `nobody` gets a 404, `staff` a 404 unless signed in. */
export function restAudience(pathname: string, routes: RestRoutes): 'anyone' | 'staff' | 'nobody' {
  const target = restTarget(pathname)
  if (!target) return 'anyone'
  if (routes.closed.has(target)) return 'nobody'
  return routes.internal.has(target) ? 'staff' : 'anyone'
}

type Entity = { slug: string; endpoints?: unknown }

/** The sets above from the sanitized config's collections and globals. */
export function restRoutesOf(config: {
  collections: readonly Entity[]
  globals: readonly Entity[]
}): RestRoutes {
  const all = [
    ...config.collections.map((c) => ({ ...c, name: c.slug })),
    ...config.globals.map((g) => ({ ...g, name: `globals/${g.slug}` })),
  ]
  return {
    closed: new Set(all.filter((e) => e.endpoints === false).map((e) => e.name)),
    internal: new Set(all.map((e) => e.name).filter(isPayloadInternal)),
  }
}
