import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { getEnginePathsById as GetPaths } from '@/catalogue/data/search-rows'
import { parseCatalogueCsv } from '@/catalogue/import/rules/parse'
import { importCatalogue } from '@/catalogue/import/server/catalogue-import'
import { createIndexHolder } from '@/search/data/index-holder'

import { startPayload, type TestPayload } from '../helpers/payload'

const csv = [
  'brand,model,year,fuel,engine,stock_power_hp,stage1_power_hp,stock_torque_nm,stage1_torque_nm,ecu,price',
  'Volkswagen,Golf,2012-2017,Diesel,2.0 TDI 150hp,150,194,340,425,Bosch EDC17C64,349',
  'Volkswagen,Golf,2012-2017,Petrol,1.4 TSI 122hp,122,158,200,250,Bosch MED17.5.20,',
  'Mercedes-Benz,C-Klasse,2018-2021,Diesel,C 220 d 194hp,194,240,400,500,Bosch MD1CP001,399',
  'Audi,A4,2008-2011,Diesel,2.0 TDI 170hp,170,205,350,440,Bosch EDC17CP14,349',
].join('\n')

const top = async (holder: ReturnType<typeof createIndexHolder>, query: string) =>
  (await holder.index()).search(query)[0]?.document

describe('the vehicle search index over the real catalogue', () => {
  let t: TestPayload
  let holder: ReturnType<typeof createIndexHolder>
  let getEnginePathsById: typeof GetPaths
  beforeAll(async () => {
    t = await startPayload()
    // The site's reads load the Payload config: only once the test database is chosen.
    const rows = await import('@/catalogue/data/search-rows')
    getEnginePathsById = rows.getEnginePathsById
    const parsed = parseCatalogueCsv(csv)
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.problem))
    await importCatalogue(t.payload, parsed.rows, parsed.issues)
    holder = createIndexHolder({ load: rows.loadCatalogueRows })
  })
  afterAll(async () => {
    await t?.cleanup()
  })

  it('finds the seeded engines from what people type', async () => {
    expect((await top(holder, 'golf 7 2.0 tdi 150'))?.path).toBe('volkswagen/golf/2012-2017/150pk')
    expect((await top(holder, 'c220d'))?.path).toBe('mercedes-benz/c-klasse/2018-2021/194pk')
    expect((await top(holder, 'a4 b8 170pk'))?.path).toBe('audi/a4/2008-2011/170pk')
    expect((await top(holder, 'volkswgen'))?.path).toBe('volkswagen')
    // Built once for all of these.
    expect(holder.builds()).toBe(1)
  })

  it('is rebuilt after a staff edit and finds the edited engine by its new name', async () => {
    const { docs } = await t.payload.find({
      collection: 'engines',
      where: { path: { equals: 'volkswagen/golf/2012-2017/122pk' } },
      depth: 0,
    })
    expect(await top(holder, 'golf 1.4 tsi act')).toMatchObject({ engine: '1.4 TSI 122hp' })
    // Through the Local API as the admin saves: the collection's afterChange hooks run.
    await t.payload.update({
      collection: 'engines',
      id: docs[0]!.id,
      data: { name: '1.4 TSI ACT 122hp' },
    })
    const found = await top(holder, 'golf 1.4 tsi act')
    expect(found).toMatchObject({ kind: 'engine', engine: '1.4 TSI ACT 122hp' })
    expect(holder.builds()).toBe(2)
    // Unchanged catalogue, no new build.
    await holder.index()
    expect(holder.builds()).toBe(2)
  })

  it('leaves hidden engines out after they are hidden', async () => {
    const { docs } = await t.payload.find({
      collection: 'engines',
      where: { path: { equals: 'audi/a4/2008-2011/170pk' } },
      depth: 0,
    })
    await t.payload.update({ collection: 'engines', id: docs[0]!.id, data: { hidden: true } })
    const hits = (await holder.index()).search('a4 170pk')
    expect(hits.some((hit) => hit.document.kind === 'engine')).toBe(false)
  })

  it('finds visible engines by id for a comparison, and no other', async () => {
    const { docs } = await t.payload.find({ collection: 'engines', depth: 0, sort: 'id' })
    const ids = docs.map((doc) => String(doc.id))
    const paths = await getEnginePathsById([...ids, '999999', 'abc'])
    // The hidden A4 and the ids that name nothing are left out.
    expect([...paths.values()].sort()).toEqual([
      'mercedes-benz/c-klasse/2018-2021/194pk',
      'volkswagen/golf/2012-2017/122pk',
      'volkswagen/golf/2012-2017/150pk',
    ])
  })
})
