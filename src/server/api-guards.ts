import {
  APIError,
  type CollectionBeforeOperationHook,
  type CollectionConfig,
  type Endpoint,
  NotFound,
  type Plugin,
  type Where,
} from 'payload'

/**
 * Guards in front of Payload's REST API (/api/cms) for requests from outside: what the admin
 * never sends is answered with 4xx before it reaches the database, and what an anonymous visitor
 * may read is bounded in size. Payload's Local API (our own pages) is not touched.
 */

/** Anonymous REST reads: at most this many documents per page, this deep. */
export const ANONYMOUS_MAX_LIMIT = 100
export const ANONYMOUS_MAX_DEPTH = 1

/** Operators a query value may use; geo operators need point fields, which we have none of. */
const SCALAR_OPERATORS = new Set([
  'equals',
  'contains',
  'not_equals',
  'exists',
  'greater_than',
  'greater_than_equal',
  'less_than',
  'less_than_equal',
  'like',
  'not_like',
])
const LIST_OPERATORS = new Set(['in', 'not_in', 'all'])

const badQuery = (detail: string) => new APIError(`Invalid query: ${detail}`, 400, null, true)

const isScalar = (value: unknown) =>
  value === null || ['string', 'number', 'boolean'].includes(typeof value)

/** Throws a 400 for a `where` whose shape Payload's query builders would choke on (a 500). */
export function assertWellFormedWhere(where: unknown, depth = 0): void {
  if (where === undefined) return
  if (depth > 8) throw badQuery('nested too deep')
  if (!where || typeof where !== 'object' || Array.isArray(where)) throw badQuery('not an object')
  for (const [key, condition] of Object.entries(where as Record<string, unknown>)) {
    if (key === 'and' || key === 'or') {
      const list = Array.isArray(condition) ? condition : Object.values(condition ?? {})
      for (const nested of list) assertWellFormedWhere(nested, depth + 1)
      continue
    }
    if (!condition || typeof condition !== 'object' || Array.isArray(condition))
      throw badQuery(`${key} needs an operator`)
    for (const [operator, value] of Object.entries(condition as Record<string, unknown>)) {
      if (SCALAR_OPERATORS.has(operator)) {
        if (!isScalar(value)) throw badQuery(`${key}.${operator} takes one value`)
      } else if (LIST_OPERATORS.has(operator)) {
        const values = Array.isArray(value)
          ? value
          : typeof value === 'object' && value
            ? Object.values(value)
            : [value]
        if (!values.every(isScalar)) throw badQuery(`${key}.${operator} takes a list of values`)
      } else {
        throw badQuery(`${key}.${operator} is not supported`)
      }
    }
  }
}

/** A document id as the database stores it: digits on SQLite, 24 hex digits on MongoDB. */
export function isWellFormedId(id: unknown, idType: 'number' | 'text'): boolean {
  const text = String(id)
  return idType === 'number' ? /^\d{1,15}$/.test(text) : /^[a-f\d]{24}$/i.test(text)
}

const guardOperation: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (req.payloadAPI === 'local') return args
  const input = args as {
    id?: unknown
    where?: Where
    limit?: number
    depth?: number
    pagination?: boolean
  }
  if (input.id !== undefined && !isWellFormedId(input.id, req.payload.db.defaultIDType)) {
    throw new NotFound(req.t)
  }
  if (input.where !== undefined) assertWellFormedWhere(input.where)
  if (operation === 'read' && !req.user) {
    // limit=0 or pagination=false would return every document in one answer.
    const limit = input.limit
    input.limit = limit === 0 ? ANONYMOUS_MAX_LIMIT : Math.min(limit ?? 10, ANONYMOUS_MAX_LIMIT)
    input.pagination = true
    input.depth = Math.min(input.depth ?? ANONYMOUS_MAX_DEPTH, ANONYMOUS_MAX_DEPTH)
  }
  return args
}

/** File names of uploads: no path separators and no control characters (NUL crashed the read). */
const refuseOddFileNames: NonNullable<
  NonNullable<Exclude<CollectionConfig['upload'], boolean | undefined>>['handlers']
>[number] = (_req, { params }) => {
  if (/[\u0000-\u001F\u007F/\\]/.test(params.filename)) {
    return Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 })
  }
}

/** Staff accounts are created by staff; there is no e-mail verification to answer. */
const noVerification: Endpoint = {
  path: '/verify/:token',
  method: 'post',
  handler: () => Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 }),
}

export const apiGuards: Plugin = (config) => ({
  ...config,
  collections: (config.collections ?? []).map((collection) => ({
    ...collection,
    hooks: {
      ...collection.hooks,
      beforeOperation: [guardOperation, ...(collection.hooks?.beforeOperation ?? [])],
    },
    ...(collection.upload
      ? {
          upload: {
            ...(typeof collection.upload === 'object' ? collection.upload : {}),
            handlers: [
              refuseOddFileNames,
              ...((typeof collection.upload === 'object' && collection.upload.handlers) || []),
            ],
          },
        }
      : {}),
    ...(collection.auth && !(typeof collection.auth === 'object' && collection.auth.verify)
      ? { endpoints: [noVerification, ...(collection.endpoints || [])] }
      : {}),
  })),
})
