import { addAdminTexts, adminText } from '@/i18n/admin-texts'
import { readLimitedBytes } from '@/platform/http'

import { restTarget } from './rest-routes'

/**
 * How large a body Payload's REST API (/api/cms) reads. Payload parsed whatever came (a 5 MB
 * login was read and parsed); here a body past its limit is refused with 413 before Payload
 * sees a byte of it: at once when its Content-Length says so, else as soon as the stream has
 * passed the limit. nginx holds the same limits in front (deploy/nginx, client_max_body_size).
 */
export const REST_BODY_LIMITS = {
  /** JSON, form-encoded or any other body: logins, a query sent as a POST, a write by script. */
  plain: 256 * 1024,
  /** The admin's saves: multipart, the document as `_payload` (a long page's rich text too). */
  form: 2 * 1024 * 1024,
  /** A file for an upload collection that names no limit of its own (`custom.maxUploadBytes`). */
  upload: 10 * 1024 * 1024,
} as const

const multipart = /^multipart\/form-data\s*(?:;|$)/i

/** The limit for a request to `pathname`: an upload collection's for a form sent to it. */
export function restBodyLimit(
  pathname: string,
  contentType: string | null,
  uploads: ReadonlyMap<string, number>,
): number {
  if (!multipart.test(contentType ?? '')) return REST_BODY_LIMITS.plain
  return uploads.get(restTarget(pathname) ?? '') ?? REST_BODY_LIMITS.form
}

type UploadCollection = { slug: string; upload?: unknown; custom?: Record<string, unknown> }

/** Each upload collection's limit, from the sanitized config. */
export function uploadLimitsOf(collections: readonly UploadCollection[]): Map<string, number> {
  return new Map(
    collections
      .filter((collection) => collection.upload)
      .map((collection) => {
        const own = collection.custom?.maxUploadBytes
        return [collection.slug, typeof own === 'number' ? own : REST_BODY_LIMITS.upload]
      }),
  )
}

addAdminTexts('restBody', {
  nl: { tooLarge: 'Dit is te groot om te versturen: hoogstens {{limit}}.' },
  en: { tooLarge: 'This is too large to send: {{limit}} at most.' },
  de: { tooLarge: 'Das ist zu groß zum Senden: höchstens {{limit}}.' },
})

const inUnits = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${bytes / (1024 * 1024)} MB` : `${bytes / 1024} KB`

export type BodySite = {
  uploads: ReadonlyMap<string, number>
  /** The staff member's admin language for a request (Payload's own choice). */
  language: (headers: Headers) => string
}

type RouteHandler<C> = (request: Request, context: C) => Promise<Response> | Response

/** The same request with the body read already (a chunked body then declares its length). */
function withBody(request: Request, body: Buffer): Request {
  const headers = new Headers(request.headers)
  headers.delete('transfer-encoding')
  headers.set('content-length', String(body.byteLength))
  return new Request(request.url, {
    method: request.method,
    headers,
    body: new Uint8Array(body),
    signal: request.signal,
  })
}

/** A REST route handler that reads a body only up to its limit and answers 413 past it. */
export const cappingBody =
  <C>(handler: RouteHandler<C>, site: Promise<BodySite>): RouteHandler<C> =>
  async (request, context) => {
    if (!request.body && !Number(request.headers.get('content-length'))) {
      return handler(request, context)
    }
    const { uploads, language } = await site
    const { pathname } = new URL(request.url)
    const limit = restBodyLimit(pathname, request.headers.get('content-type'), uploads)
    const read = await readLimitedBytes(request, limit).catch(() => null)
    if (!read)
      return Response.json(
        { errors: [{ message: 'The body could not be read.' }] },
        { status: 400 },
      )
    if ('tooLarge' in read) {
      const message = adminText('restBody:tooLarge', language(request.headers), {
        limit: inUnits(limit),
      })
      return Response.json(
        { errors: [{ message }] },
        { status: 413, headers: { Connection: 'close' } },
      )
    }
    return handler(withBody(request, read.bytes), context)
  }
