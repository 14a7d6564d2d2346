import 'server-only'

import { getPayload } from 'payload'

import config from '@payload-config'

/** The one way server code reaches Payload's Local API. */
export const payloadClient = () => getPayload({ config, cron: true })
