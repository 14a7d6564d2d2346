import { getPayload, getRequestLanguage, type SanitizedConfig } from 'payload'
import { parseCookies } from 'payload/shared'

import { type BodySite, cappingBody, uploadLimitsOf } from './rest-body'
import { checkingQuery, type RestSite } from './rest-query'
import { restAudience, type RestRoutes, restRoutesOf } from './rest-routes'

/**
 * Payload's REST route handlers (src/app/(payload)/api/cms) behind the checks of this folder, in
 * the order that reads least: an address nobody outside may reach is a 404 before its body is
 * read, a body past its limit a 413 before Payload parses it, a query Payload cannot read a 400.
 */
export type GuardedSite = RestSite &
  BodySite & {
    routes: RestRoutes
    /** Whether the request carries a staff session Payload accepts (its cookie or header). */
    signedIn: (headers: Headers) => Promise<boolean>
  }

/** What the checks need to know of the site, from its sanitized config. */
export async function restSite(config: Promise<SanitizedConfig>): Promise<GuardedSite> {
  const sanitized = await config
  return {
    idType: sanitized.db.defaultIDType,
    // Versions are asked for only where they are kept.
    unversioned: new Set([
      ...sanitized.collections.filter((c) => !c.versions).map((c) => c.slug),
      ...sanitized.globals.filter((g) => !g.versions).map((g) => `globals/${g.slug}`),
    ]),
    routes: restRoutesOf(sanitized),
    uploads: uploadLimitsOf(sanitized.collections),
    language: (headers) =>
      getRequestLanguage({ config: sanitized, cookies: parseCookies(headers), headers }),
    signedIn: async (headers) => {
      const payload = await getPayload({ config })
      return Boolean((await payload.auth({ headers })).user)
    },
  }
}

type RouteHandler<C> = (request: Request, context: C) => Promise<Response> | Response

const notFound = () => Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 })

/** A REST route handler that answers an address outside its audience with Payload's 404. */
const hidingRoutes =
  <C>(handler: RouteHandler<C>, site: Promise<GuardedSite>): RouteHandler<C> =>
  async (request, context) => {
    const { routes, signedIn } = await site
    const audience = restAudience(new URL(request.url).pathname, routes)
    if (audience === 'nobody') return notFound()
    if (audience === 'staff' && !(await signedIn(request.headers))) return notFound()
    return handler(request, context)
  }

export const guardedRest = <C>(
  handler: RouteHandler<C>,
  site: Promise<GuardedSite>,
): RouteHandler<C> => hidingRoutes(cappingBody(checkingQuery(handler, site), site), site)
