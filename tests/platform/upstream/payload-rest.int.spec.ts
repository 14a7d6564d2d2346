import { handleEndpoints } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type BarePayload, createThing, startBarePayload } from './bare-payload'

/**
 * Canaries of Payload's REST API, run on Payload without our guards: each asserts the answer a
 * request from outside gets today. When one fails after an upgrade, Payload answers that
 * request itself now: read the module named in the test, and drop the part of it that answers it.
 */
let bare: BarePayload
let ids: (number | string)[] = []

beforeAll(async () => {
  bare = await startBarePayload('canary-rest')
  for (let count = 0; count < 12; count++) ids.push((await createThing(bare.payload, { count })).id)
})
afterAll(async () => {
  await bare?.cleanup()
  ids = []
})

/** An anonymous request through Payload's own REST handler, as /api/cms hands it on. */
async function rest(pathAndQuery: string, init?: RequestInit) {
  const response = await handleEndpoints({
    config: bare.payload.config,
    request: new Request(`http://localhost/api${pathAndQuery}`, init),
  })
  let body: string
  try {
    body = await response.text()
  } catch (error) {
    body = `unreadable: ${(error as Error).message}`
  }
  return { status: response.status, body }
}
const docsOf = (body: string) => (JSON.parse(body) as { docs: unknown[] }).docs

describe('Payload REST addresses and queries (src/platform/payload/rest-query.ts)', () => {
  it('reads an id with parseFloat: a document id followed by letters finds that document', async () => {
    const answer = await rest(`/things/${ids[3]}abc`)
    expect(answer.status).toBe(200)
    expect(JSON.parse(answer.body)).toMatchObject({ id: ids[3] })
  })

  it('answers a `where` that is not JSON with a 500', async () => {
    expect((await rest('/things?where=x')).status).toBe(500)
  })

  it('hands a limit that is no whole number to the database: 500, or every document', async () => {
    expect((await rest('/things?limit=0.5')).status).toBe(500)
    expect((await rest('/things?limit=1e20')).status).toBe(500)
    // SQLite reads LIMIT -1 as no limit.
    const negative = await rest('/things?limit=-1')
    expect(docsOf(negative.body)).toHaveLength(ids.length)
  })
})

describe('Payload REST reads from outside (src/platform/payload/api-guards.ts)', () => {
  it('gives an anonymous reader every document in one answer (limit=0, pagination=false)', async () => {
    expect(docsOf((await rest('/things?limit=0')).body)).toHaveLength(ids.length)
    expect(docsOf((await rest('/things?pagination=false')).body)).toHaveLength(ids.length)
  })

  it('hands a value of the wrong kind to the database: a date, an id (500)', async () => {
    expect((await rest('/things?where[day][equals]=notadate')).status).toBe(500)
    expect((await rest('/things?where[other][equals]=abc')).status).toBe(500)
  })

  it('fails on operators its fields do not have: a geo operator, `all` on a single value (500)', async () => {
    expect((await rest('/things?where[count][near]=1,2')).status).toBe(500)
    expect((await rest('/things?where[count][all]=1')).status).toBe(500)
  })

  it('answers 500 for a file name with NUL or one that is missing, and fails a folder inside its 200', async () => {
    expect((await rest('/media/file/a%00b.png')).status).toBe(500)
    expect((await rest('/media/file/none.png')).status).toBe(500)
    const folder = await rest('/media/file/a-folder')
    expect(folder.status).toBe(200)
    expect(folder.body).toMatch(/^unreadable: EISDIR/)
  })

  it('answers 500 to an e-mail verification where accounts have none', async () => {
    expect((await rest('/users/verify/abc', { method: 'POST' })).status).toBe(500)
  })
})
