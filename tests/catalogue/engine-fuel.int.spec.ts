import { sql, type MigrateUpArgs } from '@payloadcms/db-sqlite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { catalogueCsv } from '@/catalogue/import/rules/export'
import { parseCatalogueCsv } from '@/catalogue/import/rules/parse'
import { importCatalogue } from '@/catalogue/import/server/catalogue-import'
import { migrations } from '@/migrations'

import { startPayload, type TestPayload } from '../helpers/payload'

const header =
  'brand,model,year,fuel,engine,stock_power_hp,stage1_power_hp,stock_torque_nm,stage1_torque_nm,ecu,price'
// One engine per word the catalogue held before the fuel became a choice, and one empty.
const before = [
  ['Petrol', 'petrol'],
  ['benzine', 'petrol'],
  ['Diesel', 'diesel'],
  ['Diesel Hybrid', 'diesel'],
  ['PHEV', 'hybrid'],
  ['MHEV', 'hybrid'],
  ['Hybrid', 'hybrid'],
  ['Electric', 'electric'],
  ['Elektrisch', 'electric'],
  ['LPG', 'petrol'],
  ['', null],
] as const

describe('an engine’s fuel as one of four', () => {
  let t: TestPayload
  beforeAll(async () => {
    t = await startPayload()
    const lines = before.map(
      (_, i) => `Audi,A4,2016,Diesel,Engine ${i + 1},${100 + i},${120 + i},300,350,,`,
    )
    const parsed = parseCatalogueCsv([header, ...lines].join('\n'))
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.problem))
    await importCatalogue(t.payload, parsed.rows, parsed.issues, {})
  }, 120_000)
  afterAll(async () => t?.cleanup())

  it('maps the words stored before onto the set when the migration runs', async () => {
    const db = t.payload.db.drizzle
    // The free text as it was stored before the migration.
    for (const [i, [word]] of before.entries())
      await db.run(sql`UPDATE engines SET fuel = ${word} WHERE name = ${`Engine ${i + 1}`}`)
    const migration = migrations.find((m) => m.name.endsWith('_engine_fuel_select'))!
    await migration.up({ db, payload: t.payload } as unknown as MigrateUpArgs)
    const rows = await db.all<{ name: string; fuel: string | null }>(
      sql`SELECT name, fuel FROM engines ORDER BY id`,
    )
    expect(rows.map((row) => row.fuel)).toEqual(before.map(([, fuel]) => fuel))
  })

  it('refuses a word outside the set through the Local API, and keeps one inside', async () => {
    const [engine] = (await t.payload.find({ collection: 'engines', limit: 1, depth: 0 })).docs
    await expect(
      t.payload.update({
        collection: 'engines',
        id: engine!.id,
        data: { fuel: 'Petrol' as never },
      }),
    ).rejects.toThrow()
    const saved = await t.payload.update({
      collection: 'engines',
      id: engine!.id,
      data: { fuel: 'electric' },
    })
    expect(saved.fuel).toBe('electric')
  })

  it('imports a price list’s words as the set and exports the catalogue’s words back', async () => {
    const parsed = parseCatalogueCsv(
      [header, 'Audi,A4,2016,Benzin,Engine 1,100,120,300,350,,'].join('\n'),
    )
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.problem))
    await importCatalogue(t.payload, parsed.rows, parsed.issues, {})
    const { docs } = await t.payload.find({
      collection: 'engines',
      where: { name: { equals: 'Engine 1' } },
      depth: 0,
    })
    expect(docs[0]?.fuel).toBe('petrol')
    const csv = catalogueCsv([
      {
        ...docs[0]!,
        id: docs[0]!.id,
        brand: 'Audi',
        model: 'A4',
        year: '2016',
        engine: 'Engine 1',
        ecu: null,
        price: null,
      } as never,
    ])
    expect(csv).toContain(',Audi,A4,2016,Petrol,Engine 1,')
  })
})
