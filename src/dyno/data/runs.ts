import 'server-only'

import { tags } from '@/platform/data/cache-tags'
import { cachedRead } from '@/platform/data/cached'
import { payloadClient } from '@/platform/data/payload'

import { readEngineMeasurement } from './measurement'

/** The engine page's read of its measurement, cached until a run changes. */
export const getEngineMeasurement = cachedRead(
  async (enginePath: string) => readEngineMeasurement(await payloadClient(), enginePath),
  ['dyno-engine-measurement'],
  { tags: [tags.dyno] },
)
