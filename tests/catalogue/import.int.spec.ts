import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { parseCatalogueCsv } from '@/catalogue/import/rules/parse'
import { importCatalogue } from '@/catalogue/import/server/catalogue-import'

import { startPayload, type TestPayload } from '../helpers/payload'

const header =
  'brand,model,year,fuel,engine,stock_power_hp,stage1_power_hp,stock_torque_nm,stage1_torque_nm,ecu,price'
const rows = [
  'Audi,A4,2015-2019,Diesel,2.0 TDI 150hp,150,190,320,400,Bosch EDC17C64,349',
  'Audi,A4,2015-2019,Petrol,2.0 TFSI 190hp,190,245,320,400,Bosch MED17,',
  '/Audi,A4,2019-2024,Diesel,"40 TDI, quattro",204,245,400,480,nan,nan',
  'Audi,A4,,Diesel,2.0 TDI 150hp,150,190,320,400,,',
  'Audi,A4,2015-2019,Not Possible,1.4 TFSI,150,170,250,290,,',
  'Audi,A4,2015-2019,Petrol,1.4 TFSI,abc,170,250,290,,',
  'Scania,R-serie,2016-2024,Diesel,R 450,450,530,2350,2650,Scania EMS S8,899',
  'Scania,R-serie,2016-2024,Diesel,R 450 Euro 6,450,520,2350,2600,,',
]
const csv = (lines: string[]) => [header, ...lines].join('\n')

async function run(t: TestPayload, text: string, dryRun = false) {
  const parsed = parseCatalogueCsv(text)
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.problem))
  return importCatalogue(t.payload, parsed.rows, parsed.issues, { dryRun })
}

const engineByPath = async (t: TestPayload, path: string) =>
  (await t.payload.find({ collection: 'engines', where: { path: { equals: path } }, depth: 0 }))
    .docs[0]

describe('catalogue importer on SQLite', () => {
  let t: TestPayload
  beforeAll(async () => {
    t = await startPayload()
  })
  afterAll(async () => {
    await t?.cleanup()
  })

  it('a dry run reports the plan and writes nothing', async () => {
    const summary = await run(t, csv(rows), true)
    expect(summary.engines.created).toBe(5)
    expect((await t.payload.count({ collection: 'engines' })).totalDocs).toBe(0)
    expect((await t.payload.count({ collection: 'brands' })).totalDocs).toBe(0)
  })

  it('creates brands, models, build years and engines with paths and parents', async () => {
    const summary = await run(t, csv(rows))
    expect(summary.brands).toEqual({ created: 2, updated: 0, unchanged: 0 })
    expect(summary.models).toEqual({ created: 2, updated: 0, unchanged: 0 })
    expect(summary.years).toEqual({ created: 3, updated: 0, unchanged: 0 })
    expect(summary.engines).toMatchObject({ created: 5, updated: 0, unchanged: 0 })
    expect(summary.skipped.map((i) => i.line)).toEqual([5, 6])
    expect(summary.rejected).toEqual([
      {
        line: 7,
        kind: 'rejected',
        problem: { code: 'not-a-number', field: 'stockHp', value: 'abc' },
      },
    ])

    const engine = await engineByPath(t, 'audi/a4/2019-2024/204pk')
    expect(engine).toMatchObject({
      name: '40 TDI, quattro',
      stockHp: 204,
      tunedNm: 480,
      ecu: null,
      price: null,
    })
    const year = await t.payload.findByID({
      collection: 'build-years',
      id: engine!.buildYear as number,
      depth: 1,
    })
    expect(year).toMatchObject({ path: 'audi/a4/2019-2024', label: '2019-2024', sortYear: 2019 })
    expect(engine!.brand).toBe(
      (await t.payload.find({ collection: 'brands', where: { slug: { equals: 'audi' } } })).docs[0]!
        .id,
    )

    // Same stock power twice in one build year: both get the longer, stable slug.
    const scania = await t.payload.find({
      collection: 'engines',
      where: { path: { like: 'scania/' } },
      sort: 'path',
    })
    expect(scania.docs.map((d) => d.slug)).toEqual(['450pk-r-450', '450pk-r-450-euro-6'])
  })

  it('a second run of the same file creates nothing and changes nothing', async () => {
    const before = await engineByPath(t, 'audi/a4/2015-2019/150pk')
    const summary = await run(t, csv(rows))
    expect(summary.brands).toEqual({ created: 0, updated: 0, unchanged: 2 })
    expect(summary.engines).toMatchObject({ created: 0, updated: 0, unchanged: 5 })
    expect((await t.payload.count({ collection: 'engines' })).totalDocs).toBe(5)
    expect((await engineByPath(t, 'audi/a4/2015-2019/150pk'))?.updatedAt).toBe(before?.updatedAt)
  })

  it('a changed figure updates that engine only', async () => {
    const untouched = await engineByPath(t, 'audi/a4/2015-2019/190pk')
    const changed = rows.map((row) =>
      row.replace('150,190,320,400,Bosch EDC17C64,349', '150,195,330,410,Bosch EDC17C64,349'),
    )
    const summary = await run(t, csv(changed))
    expect(summary.engines).toMatchObject({ created: 0, updated: 1, unchanged: 4 })
    expect(await engineByPath(t, 'audi/a4/2015-2019/150pk')).toMatchObject({
      tunedHp: 195,
      stockNm: 330,
      tunedNm: 410,
    })
    expect((await engineByPath(t, 'audi/a4/2015-2019/190pk'))?.updatedAt).toBe(untouched?.updatedAt)
  })

  it('a broken file is refused before anything is written', async () => {
    const before = (await t.payload.count({ collection: 'engines' })).totalDocs
    const parsed = parseCatalogueCsv(
      csv([...rows, 'BMW,"3 Serie,2019,Diesel,320d,190,230,400,470,,']),
    )
    expect(parsed.ok).toBe(false)
    expect((await t.payload.count({ collection: 'engines' })).totalDocs).toBe(before)
  })

  it('engines created by the importer are served through the Local API with their packages editable', async () => {
    const engine = await engineByPath(t, 'audi/a4/2015-2019/150pk')
    const updated = await t.payload.update({
      collection: 'engines',
      id: engine!.id,
      data: {
        results: [
          { type: 'Stage 1', price: 399, features: [{ feature: 'ECU software optimalisatie' }] },
        ],
      },
      context: { disableRevalidate: true },
    })
    expect(updated.results?.[0]).toMatchObject({ type: 'Stage 1', price: 399 })
    expect(updated.path).toBe('audi/a4/2015-2019/150pk')
  })
})
