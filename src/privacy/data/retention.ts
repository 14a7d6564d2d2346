import 'server-only'

import { tags } from '@/platform/data/cache-tags'
import { cachedRead } from '@/platform/data/cached'
import { payloadClient } from '@/platform/data/payload'

import type { RetentionSettings } from '../rules/retention'
import { retentionSettings } from '../server/retention'

/** The retention periods staff set, as the privacy page states them. */
export const getRetention = cachedRead(
  async (): Promise<RetentionSettings> => retentionSettings(await payloadClient()),
  ['data-retention'],
  { tags: [tags.global('data-retention')] },
)
