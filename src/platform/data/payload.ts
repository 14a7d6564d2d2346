import 'server-only'

import config from '@payload-config'
import { getPayload } from 'payload'

/** The one way server code reaches Payload's Local API. */
export const payloadClient = () => getPayload({ config, cron: true })
