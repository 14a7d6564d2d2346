import { timingSafeEqual } from 'node:crypto'

import { revalidateTag } from 'next/cache'

import { tags } from '@/data/cache-tags'
import { payloadSecret } from '@/server/secret'

/**
 * Lets the CSV importer and the seed, which write to the database outside this server, expire
 * the catalogue cache. Authorised with the PAYLOAD_SECRET both sides read from the environment.
 */
export async function POST(request: Request) {
  const given = Buffer.from(request.headers.get('authorization')?.replace(/^Bearer /, '') ?? '')
  const expected = Buffer.from(payloadSecret())
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return Response.json({ revalidated: false, error: 'Not authorised' }, { status: 401 })
  }
  revalidateTag(tags.catalogue, { expire: 0 })
  return Response.json({ revalidated: true })
}
