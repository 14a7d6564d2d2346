/* Payload's REST API, as Payload generates it, behind a check of the query it cannot read. */
import config from '@payload-config'
import '@payloadcms/next/css'
import {
  REST_DELETE,
  REST_GET,
  REST_OPTIONS,
  REST_PATCH,
  REST_POST,
  REST_PUT,
} from '@payloadcms/next/routes'

import { checkingQuery } from '@/server/rest-query'

export const GET = checkingQuery(REST_GET(config))
export const POST = checkingQuery(REST_POST(config))
export const DELETE = checkingQuery(REST_DELETE(config))
export const PATCH = checkingQuery(REST_PATCH(config))
export const PUT = checkingQuery(REST_PUT(config))
export const OPTIONS = REST_OPTIONS(config)
