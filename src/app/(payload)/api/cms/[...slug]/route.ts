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

// Digits on SQLite, text on MongoDB: Payload reads an id in the address by it.
const idType = config.then((sanitized) => sanitized.db.defaultIDType)

export const GET = checkingQuery(REST_GET(config), idType)
export const POST = checkingQuery(REST_POST(config), idType)
export const DELETE = checkingQuery(REST_DELETE(config), idType)
export const PATCH = checkingQuery(REST_PATCH(config), idType)
export const PUT = checkingQuery(REST_PUT(config), idType)
export const OPTIONS = REST_OPTIONS(config)
