// Upstream: no upstream issue found; upstream source: payload/dist/utilities/getRequestEntity.js
// getRequestCollectionWithID (parseFloat of the id, since https://github.com/payloadcms/payload/pull/5778)
// and payload/dist/utilities/parseParams/index.js parseParams (JSON.parse of `where`, `limit` passed on).
// Canary (runs it, through Payload's REST handler): tests/platform/upstream/payload-rest.int.spec.ts.

import { isWellFormedId } from '@/platform/payload/api-guards'

/**
 * The paging and JSON parameters of a REST request, checked before Payload reads them. Payload
 * passes a `limit` or `page` it cannot read as a whole number on to the database (`0.5` and
 * `1e20` fail there with a 500; `-1` means "no limit" to SQLite) and parses a `where` or `data`
 * sent as one string with JSON.parse (`where=x` throws a 500). Each of these is the caller's
 * mistake: it gets a 400 that says which parameter is wrong.
 */

/** Whole numbers as the admin sends them; six digits page through far more than we store. */
const WHOLE_NUMBER: Record<string, RegExp> = {
  limit: /^\d{1,6}$/,
  page: /^[1-9]\d{0,5}$/,
  depth: /^\d{1,2}$/,
}

/** Parameters Payload reads as JSON when they come as one string instead of `where[a][b]=`. */
const JSON_OBJECT = ['where', 'data']

/** What is wrong with the query, or null when Payload can read it. */
export function restQueryProblem(query: URLSearchParams): string | null {
  const names = [...query.keys()]
  for (const [name, pattern] of Object.entries(WHOLE_NUMBER)) {
    if (names.some((key) => key.startsWith(`${name}[`))) return `${name} must be a number`
    const values = query.getAll(name)
    if (values.length > 1) return `${name} is given more than once`
    if (values.length === 1 && !pattern.test(values[0]!))
      return name === 'page'
        ? 'page must be a whole number from 1'
        : `${name} must be a whole number`
  }
  for (const name of JSON_OBJECT) {
    const value = query.get(name)
    if (!value) continue
    let parsed: unknown
    try {
      parsed = JSON.parse(value)
    } catch {
      return `${name} is neither JSON nor ${name}[field][operator]=value`
    }
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
      return `${name} must be an object`
  }
  return null
}

type RouteHandler<C> = (request: Request, context: C) => Promise<Response> | Response

/**
 * The query as Payload will read it: the address's, and for a POST that asks to be a GET (the
 * admin's way round a long address) also the body's, form-encoded or JSON.
 */
async function problemOf(request: Request): Promise<string | null> {
  const query = new URL(request.url).searchParams
  const override =
    request.headers.get('x-payload-http-method-override') ??
    request.headers.get('x-http-method-override')
  if (request.method === 'POST' && override === 'GET') {
    const type = request.headers.get('content-type')
    const body = await request
      .clone()
      .text()
      .catch(() => '')
    if (type === 'application/x-www-form-urlencoded') {
      for (const [name, value] of new URLSearchParams(body)) query.append(name, value)
    } else if (type === 'application/json') {
      let data: unknown
      try {
        data = JSON.parse(body)
      } catch {
        return 'the body is not JSON'
      }
      for (const [name, value] of Object.entries(data && typeof data === 'object' ? data : {}))
        if (['string', 'number', 'boolean'].includes(typeof value))
          query.append(name, String(value))
    }
  }
  return restQueryProblem(query)
}

/** The segments of a REST address that Payload reads as a document id. */
function idSegments(segments: string[]): (string | undefined)[] {
  // globals/<slug>/versions/<id>; <collection>/<id>[/duplicate], <collection>/versions/<id>,
  // <collection>/access/<id>. Other segments are names (count, login, file/<filename>).
  if (segments[0] === 'globals') return segments[2] === 'versions' ? [segments[3]] : []
  if (segments[1] === 'versions' || segments[1] === 'access') return [segments[2]]
  return segments[1] === 'file' ? [] : [segments[1]]
}

/**
 * Whether an address names a document by an id that is no id: `/api/cms/faqs/15abc`,
 * `/api/cms/booking-mails/1%20OR%201=1`, `/api/cms/faqs/%31abc` or `/api/cms/faqs/%2015`. On
 * a database with number ids Payload decodes the segment and reads it with parseFloat, so it
 * acted on document 15 or 1 (a DELETE deleted it). A text id (MongoDB) is passed on as it is
 * and checked with the query's ids. A segment that does not decode names nothing either.
 */
export function malformedIdSegment(pathname: string, idType: 'number' | 'text'): boolean {
  const rest = /^\/api\/cms\/(.+)$/.exec(pathname)?.[1]
  if (!rest) return false
  for (const segment of idSegments(rest.split('/'))) {
    if (!segment) continue
    let id: string
    try {
      id = decodeURIComponent(segment)
    } catch {
      return true
    }
    if (idType === 'number' && Number.isFinite(parseFloat(id)) && !isWellFormedId(id, 'number'))
      return true
  }
  return false
}

/**
 * Whether an address asks for the versions of a collection or global that keeps none
 * (`/api/cms/bookings/versions`): Payload then queries a versions table that does not exist
 * and answers 500.
 */
export function versionsOfUnversioned(pathname: string, unversioned: ReadonlySet<string>) {
  const segments = /^\/api\/cms\/(.+)$/.exec(pathname)?.[1]?.split('/') ?? []
  const [slug, part] = segments[0] === 'globals' ? [segments[1], segments[2]] : segments
  return (
    part === 'versions' && unversioned.has(`${segments[0] === 'globals' ? 'globals/' : ''}${slug}`)
  )
}

export type RestSite = { idType: 'number' | 'text'; unversioned: ReadonlySet<string> }

/** A REST route handler that answers a query Payload cannot read with a 400 or 404 of its own. */
export const checkingQuery =
  <C>(handler: RouteHandler<C>, site: Promise<RestSite>): RouteHandler<C> =>
  async (request, context) => {
    const { idType, unversioned } = await site
    const { pathname } = new URL(request.url)
    if (malformedIdSegment(pathname, idType) || versionsOfUnversioned(pathname, unversioned))
      return Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 })
    const problem = await problemOf(request)
    if (!problem) return handler(request, context)
    return Response.json({ errors: [{ message: `Invalid query: ${problem}` }] }, { status: 400 })
  }
