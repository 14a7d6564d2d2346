// Upstream: no upstream issue found for the 500s; upstream sources: @payloadcms/drizzle
// dist/queries/parseParams.js (a query value goes to libsql unchecked: NaN, undefined, an unknown
// operator), payload/dist/uploads/endpoints/getFile.js getFileHandler (stat of any name, a folder
// streamed), payload/dist/auth/operations/verifyEmail.js verifyEmailOperation. `limit=0` and
// `pagination=false` return every document by design (https://github.com/payloadcms/payload/issues/12140).
// Canary (runs it, through Payload's REST handler): tests/platform/upstream/payload-rest.int.spec.ts.

import fs from 'node:fs'
import path from 'node:path'

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
// `all` is for hasMany fields, of which we have none: on any other field the database fails.
const LIST_OPERATORS = new Set(['in', 'not_in'])

const badQuery = (detail: string) => new APIError(`Invalid query: ${detail}`, 400, null, true)

const isScalar = (value: unknown) =>
  value === null || ['string', 'number', 'boolean'].includes(typeof value)

/** What a queried field holds, where the database refuses a value of another kind (a 500). */
export type ValueKind = 'id' | 'date' | 'number'

/** Whether a query value fits the field: an id, a date or a number that the database can compare. */
export function fitsKind(value: unknown, kind: ValueKind, idType: 'number' | 'text'): boolean {
  // Payload leaves an empty value out of the query (the admin sends one while a filter is typed).
  if (value === null || value === 'null' || value === '') return true
  if (kind === 'id') return isWellFormedId(value, idType)
  if (kind === 'date') return !Number.isNaN(Date.parse(String(value)))
  return Number.isFinite(Number(value))
}

/** Throws a 400 for a `where` whose shape Payload's query builders would choke on (a 500). */
export function assertWellFormedWhere(
  where: unknown,
  depth = 0,
  kindOf: (path: string) => ValueKind | undefined = () => undefined,
  idType: 'number' | 'text' = 'number',
): void {
  if (where === undefined) return
  if (depth > 8) throw badQuery('nested too deep')
  if (!where || typeof where !== 'object' || Array.isArray(where)) throw badQuery('not an object')
  for (const [key, condition] of Object.entries(where as Record<string, unknown>)) {
    if (key === 'and' || key === 'or') {
      const list = Array.isArray(condition) ? condition : Object.values(condition ?? {})
      for (const nested of list) assertWellFormedWhere(nested, depth + 1, kindOf, idType)
      continue
    }
    if (!condition || typeof condition !== 'object' || Array.isArray(condition))
      throw badQuery(`${key} needs an operator`)
    const kind = kindOf(key)
    for (const [operator, value] of Object.entries(condition as Record<string, unknown>)) {
      let values: unknown[]
      if (SCALAR_OPERATORS.has(operator)) {
        if (!isScalar(value)) throw badQuery(`${key}.${operator} takes one value`)
        values = [value]
      } else if (LIST_OPERATORS.has(operator)) {
        values = Array.isArray(value)
          ? value
          : typeof value === 'object' && value
            ? Object.values(value)
            : String(value).split(',')
        if (!values.every(isScalar)) throw badQuery(`${key}.${operator} takes a list of values`)
      } else {
        throw badQuery(`${key}.${operator} is not supported`)
      }
      if (kind && operator !== 'exists' && !values.every((v) => fitsKind(v, kind, idType)))
        throw badQuery(`${key}.${operator} takes ${kind === 'id' ? 'an id' : `a ${kind}`}`)
    }
  }
}

/** A document id as the database stores it: digits on SQLite, 24 hex digits on MongoDB. */
export function isWellFormedId(id: unknown, idType: 'number' | 'text'): boolean {
  const text = String(id)
  return idType === 'number' ? /^\d{1,15}$/.test(text) : /^[a-f\d]{24}$/i.test(text)
}

type QueryField = {
  name: string
  type: string
  relationTo?: unknown
  flattenedFields?: QueryField[]
}

/**
 * The kind of value a query path (`brand`, `createdAt`, `brand.createdAt`, a group's
 * `seo.title`) compares against, following groups and single-collection relations.
 */
function valueKind(
  fields: readonly QueryField[],
  path: string,
  fieldsOf: (collection: string) => readonly QueryField[] | undefined,
): ValueKind | undefined {
  const [name, ...rest] = path.split('.')
  if (name === 'id' && rest.length === 0) return 'id'
  const field = fields.find((f) => f.name === name)
  if (!field) return undefined
  const related = typeof field.relationTo === 'string' ? field.relationTo : undefined
  if (rest.length > 0) {
    if (field.flattenedFields) return valueKind(field.flattenedFields, rest.join('.'), fieldsOf)
    const next = related ? fieldsOf(related) : undefined
    return next ? valueKind(next, rest.join('.'), fieldsOf) : undefined
  }
  if ((field.type === 'relationship' || field.type === 'upload') && related) return 'id'
  if (field.type === 'date') return 'date'
  if (field.type === 'number') return 'number'
  return undefined
}

const guardOperation: CollectionBeforeOperationHook = ({ args, collection, operation, req }) => {
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
  if (input.where !== undefined) {
    const fieldsOf = (slug: string) =>
      req.payload.collections[slug as keyof typeof req.payload.collections]?.config
        .flattenedFields as unknown as QueryField[] | undefined
    const own = collection.flattenedFields as unknown as QueryField[]
    assertWellFormedWhere(
      input.where,
      0,
      (path) => valueKind(own, path, fieldsOf),
      req.payload.db.defaultIDType,
    )
  }
  if (operation === 'read' && !req.user) {
    // limit=0 or pagination=false would return every document in one answer (so would a
    // negative limit on SQLite; the REST route refuses one, this keeps the cap on its own).
    const limit = input.limit ?? 10
    input.limit = limit >= 1 ? Math.min(limit, ANONYMOUS_MAX_LIMIT) : ANONYMOUS_MAX_LIMIT
    input.pagination = true
    input.depth = Math.min(input.depth ?? ANONYMOUS_MAX_DEPTH, ANONYMOUS_MAX_DEPTH)
  }
  return args
}

type UploadHandler = NonNullable<
  NonNullable<Exclude<CollectionConfig['upload'], boolean | undefined>>['handlers']
>[number]

const fileNotFound = () => Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 })

/**
 * Files of an upload collection: only a regular file in its folder is served. A name with a
 * path separator or a control character (NUL crashed the read) is refused without touching the
 * disk; a name that is missing there, or is a folder (the CSV imports live in a folder inside
 * the media folder), is a 404 where Payload would answer 500 or fail in the middle of a 200.
 */
const onlyFilesOnDisk =
  (staticDir: string): UploadHandler =>
  (_req, { params }) => {
    if (/[\u0000-\u001F\u007F/\\]/.test(params.filename)) return fileNotFound()
    // Payload goes on to serve the file when a handler's promise gives no Response; its type
    // only lists a promise of one or the other.
    return fs.promises
      .stat(path.resolve(staticDir, params.filename))
      .then((stats) => (stats.isFile() ? undefined : fileNotFound()))
      .catch(() => fileNotFound()) as Promise<Response>
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
              onlyFilesOnDisk(
                path.resolve(
                  (typeof collection.upload === 'object' && collection.upload.staticDir) ||
                    collection.slug,
                ),
              ),
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
