/* Payload's REST API, as Payload generates it, behind checks of what it should not read. */
import '@payloadcms/next/css'
import {
  REST_DELETE,
  REST_GET,
  REST_OPTIONS,
  REST_PATCH,
  REST_POST,
  REST_PUT,
} from '@payloadcms/next/routes'

import { guardedRest, restSite } from '@/platform/payload/rest-guard'
import config from '@payload-config'

const site = restSite(config)

export const GET = guardedRest(REST_GET(config), site)
export const POST = guardedRest(REST_POST(config), site)
export const DELETE = guardedRest(REST_DELETE(config), site)
export const PATCH = guardedRest(REST_PATCH(config), site)
export const PUT = guardedRest(REST_PUT(config), site)
export const OPTIONS = REST_OPTIONS(config)
