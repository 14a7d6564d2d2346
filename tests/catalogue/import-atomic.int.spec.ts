import fs from 'node:fs'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { parseCatalogueCsv } from '@/catalogue/import/rules/parse'
import { importCatalogue } from '@/catalogue/import/server/catalogue-import'

import { startPayload, type TestPayload } from '../helpers/payload'

const fixture = (name: string) => fs.readFileSync(`tests/fixtures/csv/${name}`, 'utf8')

const counts = async (t: TestPayload) =>
  Object.fromEntries(
    await Promise.all(
      (['brands', 'models', 'build-years', 'engines'] as const).map(
        async (collection) =>
          [collection, (await t.payload.count({ collection })).totalDocs] as const,
      ),
    ),
  )

describe('an import on SQLite lands whole or not at all', () => {
  let t: TestPayload
  beforeAll(async () => {
    t = await startPayload()
  })
  afterAll(async () => {
    await t?.cleanup()
  })

  it('a write that fails mid-import rolls back everything written before it', async () => {
    const parsed = parseCatalogueCsv(fixture('collision-mid-write.csv'))
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.problem))
    const [first, second] = parsed.rows
    // Two rows on one path: the unique index refuses the second engine after the first
    // brand, model, build year and engine were written.
    const colliding = [first!, { ...second!, path: first!.path, yearPath: first!.yearPath }]
    await expect(importCatalogue(t.payload, colliding, [])).rejects.toThrow()
    expect(await counts(t)).toEqual({ brands: 0, models: 0, 'build-years': 0, engines: 0 })
  })

  it('powers that round to one slug never reach the database as a collision', async () => {
    const parsed = parseCatalogueCsv(fixture('collision-mid-write.csv'))
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.problem))
    expect(new Set(parsed.rows.map((row) => row.path)).size).toBe(parsed.rows.length)
    await importCatalogue(t.payload, parsed.rows, parsed.issues)
    expect((await counts(t)).engines).toBe(parsed.rows.length)
  })

  it('every connection keeps its short busy timeout, also after a transaction', async () => {
    type Client = { execute: (sql: string) => Promise<{ rows: { timeout: number }[] }> }
    const client = (t.payload.db as unknown as { client: Client }).client
    const id = await t.payload.db.beginTransaction()
    await t.payload.db.commitTransaction(id!)
    // Short: a longer wait for another process happens between tries (sqlite-writes spec).
    expect((await client.execute('PRAGMA busy_timeout')).rows[0]?.timeout).toBe(50)
  })
})
