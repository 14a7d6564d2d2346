import { timingSafeEqual } from 'node:crypto'

import { revalidateTag } from 'next/cache'

import { tags } from '@/platform/data/cache-tags'
import { payloadSecret } from '@/platform/secret'
import { markSearchStale } from '@/search/server'

/**
 * Lets the CSV importer, the seed and jobs (a scheduled publish), which write to the database
 * outside any request of this server, expire the catalogue cache or the `tag`s they name.
 * Authorised with the PAYLOAD_SECRET both sides read from the environment.
 */
export async function POST(request: Request) {
  const given = Buffer.from(request.headers.get('authorization')?.replace(/^Bearer /, '') ?? '')
  const expected = Buffer.from(payloadSecret())
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return Response.json({ revalidated: false, error: 'Not authorised' }, { status: 401 })
  }
  const named = new URL(request.url).searchParams.getAll('tag')
  const cleared = named.length ? named : [tags.catalogue]
  for (const tag of cleared) revalidateTag(tag, { expire: 0 })
  // The importer and the seed wrote outside this server: its search index is rebuilt too.
  if (cleared.includes(tags.catalogue)) markSearchStale()
  return Response.json({ revalidated: true, tags: cleared })
}
