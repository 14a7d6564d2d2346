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

/** A REST route handler that answers a query Payload cannot read with a 400 of its own. */
export const checkingQuery =
  <C>(handler: RouteHandler<C>): RouteHandler<C> =>
  (request, context) => {
    const problem = restQueryProblem(new URL(request.url).searchParams)
    if (!problem) return handler(request, context)
    return Response.json({ errors: [{ message: `Invalid query: ${problem}` }] }, { status: 400 })
  }
