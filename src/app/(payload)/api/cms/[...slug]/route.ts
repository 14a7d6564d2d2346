/* Payload's REST API, as Payload generates it, behind a check of the query it cannot read. */
import '@payloadcms/next/css'
import {
  REST_DELETE,
  REST_GET,
  REST_OPTIONS,
  REST_PATCH,
  REST_POST,
  REST_PUT,
} from '@payloadcms/next/routes'

import { checkingQuery } from '@/platform/payload/rest-query'
import config from '@payload-config'

// Digits on SQLite, text on MongoDB: Payload reads an id in the address by it. Versions are
// asked for only where they are kept.
const site = config.then((sanitized) => ({
  idType: sanitized.db.defaultIDType,
  unversioned: new Set([
    ...sanitized.collections.filter((c) => !c.versions).map((c) => c.slug),
    ...sanitized.globals.filter((g) => !g.versions).map((g) => `globals/${g.slug}`),
  ]),
}))

export const GET = checkingQuery(REST_GET(config), site)
export const POST = checkingQuery(REST_POST(config), site)
export const DELETE = checkingQuery(REST_DELETE(config), site)
export const PATCH = checkingQuery(REST_PATCH(config), site)
export const PUT = checkingQuery(REST_PUT(config), site)
export const OPTIONS = REST_OPTIONS(config)
