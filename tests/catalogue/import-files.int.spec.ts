import fs from 'node:fs'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { parseCatalogueCsv } from '@/catalogue/import/rules/parse'
import { importCatalogue } from '@/catalogue/import/server/catalogue-import'

import { startPayload, type TestPayload } from '../helpers/payload'

const fixture = (name: string) => fs.readFileSync(`tests/fixtures/csv/${name}`, 'utf8')

async function run(t: TestPayload, text: string) {
  const parsed = parseCatalogueCsv(text)
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.problem))
  return importCatalogue(t.payload, parsed.rows, parsed.issues)
}

const engine = async (t: TestPayload, path: string) =>
  (await t.payload.find({ collection: 'engines', where: { path: { equals: path } }, depth: 0 }))
    .docs[0]

describe('files as staff make them', () => {
  let t: TestPayload
  beforeAll(async () => {
    t = await startPayload()
    await run(t, fixture('full.csv'))
  })
  afterAll(async () => {
    await t?.cleanup()
  })

  it('a column the file lacks leaves that field alone', async () => {
    const summary = await run(t, fixture('missing-optional-column.csv'))
    expect(summary.engines).toMatchObject({ created: 0, updated: 1, unchanged: 2 })
    expect(await engine(t, 'audi/a4/2015-2019/150pk')).toMatchObject({
      tunedHp: 195,
      price: 349,
      ecu: 'Bosch EDC17C64',
    })
    expect(await engine(t, 'scania/r-serie/2016-2024/450pk')).toMatchObject({ price: 1299 })
  })
})
