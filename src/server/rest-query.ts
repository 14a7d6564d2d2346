import { isWellFormedId } from './api-guards'

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

/**
 * Whether an address names a document by an id that is no id: `/api/cms/faqs/15abc` or
 * `/api/cms/booking-mails/1%20OR%201=1`. Payload reads the leading digits and acts on document
 * 15 or 1 (a DELETE deleted it). Endpoint names (`count`, `login`, `export`) start with a
 * letter; an id is digits (SQLite) or 24 hex digits (MongoDB).
 */
export function malformedIdSegment(pathname: string): boolean {
  const segment = /^\/api\/cms\/[^/]+\/([^/]+)/.exec(pathname)?.[1]
  if (!segment || !/^\d/.test(segment)) return false
  return !isWellFormedId(segment, 'number') && !isWellFormedId(segment, 'text')
}

/** A REST route handler that answers a query Payload cannot read with a 400 of its own. */
export const checkingQuery =
  <C>(handler: RouteHandler<C>): RouteHandler<C> =>
  async (request, context) => {
    if (malformedIdSegment(new URL(request.url).pathname))
      return Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 })
    const problem = await problemOf(request)
    if (!problem) return handler(request, context)
    return Response.json({ errors: [{ message: `Invalid query: ${problem}` }] }, { status: 400 })
  }
