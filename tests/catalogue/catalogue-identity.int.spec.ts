import fs from 'node:fs'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { parseCatalogueCsv } from '@/catalogue/import/rules/parse'
import { importCatalogue, type ImportOptions } from '@/catalogue/import/server/catalogue-import'
import { exportCatalogue } from '@/catalogue/import/server/export-catalogue'

import { startPayload, type TestPayload } from '../helpers/payload'

const full = fs.readFileSync('tests/fixtures/csv/full.csv', 'utf8')
const twins = [
  'BMW,3 Serie,2019-2024,Petrol,320i,184,215,300,350,,',
  'BMW,3 Serie,2019-2024,Diesel,320d,184,220,380,450,,',
]

async function run(t: TestPayload, text: string, options: ImportOptions = {}) {
  const parsed = parseCatalogueCsv(text)
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.problem))
  return importCatalogue(t.payload, parsed.rows, parsed.issues, options)
}

const engine = async (t: TestPayload, path: string) =>
  (await t.payload.find({ collection: 'engines', where: { path: { equals: path } }, depth: 0 }))
    .docs[0]
const redirects = async (t: TestPayload) =>
  Object.fromEntries(
    (await t.payload.find({ collection: 'redirects', pagination: false })).docs.map((d) => [
      d.from,
      d.to,
    ]),
  )
const engineCount = async (t: TestPayload) =>
  (await t.payload.count({ collection: 'engines' })).totalDocs

describe('engines keep their identity across imports', () => {
  let t: TestPayload
  beforeAll(async () => {
    t = await startPayload()
    await run(t, [full.trim(), ...twins].join('\n'))
  })
  afterAll(async () => {
    await t?.cleanup()
  })

  it('a corrected stock power moves the engine and the old address redirects', async () => {
    const before = await engine(t, 'audi/a4/2015-2019/150pk')
    const summary = await run(
      t,
      [full.trim().replace(',150,190,320,400,', ',155,190,320,400,'), ...twins].join('\n'),
    )
    expect(summary.engines).toMatchObject({ created: 0, updated: 1, stale: 0 })
    expect(summary.moved).toEqual([
      { from: 'audi/a4/2015-2019/150pk', to: 'audi/a4/2015-2019/155pk' },
    ])
    expect(await engineCount(t)).toBe(5)
    expect((await engine(t, 'audi/a4/2015-2019/155pk'))?.id).toBe(before?.id)
    expect(await redirects(t)).toMatchObject({
      'audi/a4/2015-2019/150pk': 'audi/a4/2015-2019/155pk',
    })
  })

  it('dropping one of two same-power rows moves the other instead of duplicating it', async () => {
    const kept = await engine(t, 'bmw/3-serie/2019-2024/184pk-320i')
    const fixed = full.trim().replace(',150,190,320,400,', ',155,190,320,400,')
    const summary = await run(t, [fixed, twins[0]].join('\n'))
    expect(summary.engines).toMatchObject({ created: 0, updated: 1, stale: 1 })
    expect(summary.stale.map((e) => e.path)).toEqual(['bmw/3-serie/2019-2024/184pk-320d'])
    expect((await engine(t, 'bmw/3-serie/2019-2024/184pk'))?.id).toBe(kept?.id)
    expect(await engineCount(t)).toBe(5)
    // Kept by default: nothing is hidden or deleted without staff choosing it.
    expect((await engine(t, 'bmw/3-serie/2019-2024/184pk-320d'))?.hidden).toBeFalsy()

    const hidden = await run(t, [fixed, twins[0]].join('\n'), { staleAction: 'hide' })
    expect(hidden.engines).toMatchObject({ stale: 1, hidden: 1 })
    expect((await engine(t, 'bmw/3-serie/2019-2024/184pk-320d'))?.hidden).toBe(true)
    expect(await engineCount(t)).toBe(5)
  })

  it('export then import of the same file changes nothing', async () => {
    const csv = await exportCatalogue(t.payload)
    expect(csv.split('\r\n')[0]).toBe(
      '\uFEFFid,brand,model,year,fuel,engine,stock_power_hp,stage1_power_hp,stock_torque_nm,stage1_torque_nm,ecu,price',
    )
    const summary = await run(t, csv)
    expect(summary.rejected).toEqual([])
    expect(summary.changes).toEqual([])
    for (const level of [summary.brands, summary.models, summary.years])
      expect(level.updated + level.created).toBe(0)
    expect(summary.engines).toMatchObject({ created: 0, updated: 0, unchanged: 4, stale: 0 })
  })

  it('with the id column an engine is found even when its name and power change', async () => {
    const csv = await exportCatalogue(t.payload)
    const renamed = csv.replace(',2.0 TFSI 190hp,190,245,', ',2.0 TFSI 200pk,200,250,')
    const summary = await run(t, renamed)
    expect(summary.engines).toMatchObject({ created: 0, updated: 1 })
    expect(summary.moved).toEqual([
      { from: 'audi/a4/2015-2019/190pk', to: 'audi/a4/2015-2019/200pk' },
    ])
    expect(summary.changes.map((c) => [c.field, c.before, c.after])).toEqual([
      ['name', '2.0 TFSI 190hp', '2.0 TFSI 200pk'],
      ['stockHp', 190, 200],
      ['tunedHp', 245, 250],
    ])
  })

  it('renaming a model slug moves every page below it and redirects the old addresses', async () => {
    const model = (
      await t.payload.find({ collection: 'models', where: { path: { equals: 'audi/a4' } } })
    ).docs[0]!
    await t.payload.update({
      collection: 'models',
      id: model.id,
      data: { slug: 'a4-avant' },
      context: { disableRevalidate: true },
    })
    expect(await engine(t, 'audi/a4-avant/2015-2019/155pk')).toBeDefined()
    const year = await t.payload.find({
      collection: 'build-years',
      where: { path: { equals: 'audi/a4-avant/2015-2019' } },
    })
    expect(year.docs).toHaveLength(1)
    const moved = await redirects(t)
    expect(moved['audi/a4']).toBe('audi/a4-avant')
    expect(moved['audi/a4/2015-2019/155pk']).toBe('audi/a4-avant/2015-2019/155pk')
    // An older redirect follows the move: no chain of 301s.
    expect(moved['audi/a4/2015-2019/150pk']).toBe('audi/a4-avant/2015-2019/155pk')
  })

  it('a redirect staff add is stored bare, and one that would loop, hide a page or lead nowhere is refused', async () => {
    const add = (from: string, to: string) =>
      t.payload.create({
        collection: 'redirects',
        data: { from, to },
        context: { disableRevalidate: true },
      })
    const typed = await add('/merken/Audi/A4-Oud/', 'https://example.nl/en/merken/audi/a4-avant')
    expect([typed.from, typed.to]).toEqual(['audi/a4-oud', 'audi/a4-avant'])

    await expect(add('audi/s4', 'audi/s4')).rejects.toThrow(/Nieuw pad/)
    await expect(add('audi', 'audi/a4-avant')).rejects.toThrow(/Oud pad/)
    await expect(add('audi/a4-avant', 'audi')).rejects.toThrow(/Oud pad/)
    await expect(add('audi/s4', 'audi/s5')).rejects.toThrow(/Nieuw pad/)
    await expect(add('audi/s4', 'audi/s4/2015-2019')).rejects.toThrow(/Nieuw pad/)
    // An engine's short address ("{hp}pk") leads to it after a rename of its slug.
    const tdi = await engine(t, 'audi/a4-avant/2015-2019/155pk')
    const rename = (slug: string) =>
      t.payload.update({
        collection: 'engines',
        id: tdi!.id,
        data: { slug },
        context: { disableRevalidate: true },
      })
    await rename('tdi-155')
    expect((await add('audi/rs6', 'audi/a4-avant/2015-2019/155pk')).to).toBe(
      'audi/a4-avant/2015-2019/155pk',
    )
    await rename('155pk')
    const packagePage = await add('audi/rs4', 'audi/a4-avant/2015-2019/155pk/stage-1')
    expect(packagePage.to).toBe('audi/a4-avant/2015-2019/155pk/stage-1')
    expect(await redirects(t)).not.toHaveProperty('audi/s4')
  })

  it('a model put under another brand takes its build years and engines along, brand and all', async () => {
    const find = async (collection: 'brands' | 'models', path: string) =>
      (await t.payload.find({ collection, where: { path: { equals: path } }, depth: 0 })).docs[0]!
    const bmw = await find('brands', 'bmw')
    const model = await find('models', 'audi/a4-avant')
    await t.payload.update({
      collection: 'models',
      id: model.id,
      data: { brand: bmw.id },
      context: { disableRevalidate: true },
    })
    const moved = await engine(t, 'bmw/a4-avant/2015-2019/155pk')
    expect(moved?.brand).toBe(bmw.id)
    const year = (
      await t.payload.find({
        collection: 'build-years',
        where: { path: { equals: 'bmw/a4-avant/2015-2019' } },
        depth: 0,
      })
    ).docs[0]
    expect(year?.brand).toBe(bmw.id)
    const audi = await find('brands', 'audi')
    expect(
      (await t.payload.count({ collection: 'engines', where: { brand: { equals: audi.id } } }))
        .totalDocs,
    ).toBe(0)
    expect((await redirects(t))['audi/a4-avant']).toBe('bmw/a4-avant')
  })

  it('a brand, model or build year with pages below it is not deleted', async () => {
    const bmw = (
      await t.payload.find({ collection: 'brands', where: { slug: { equals: 'bmw' } }, depth: 0 })
    ).docs[0]!
    await expect(
      t.payload.delete({ collection: 'brands', id: bmw.id, context: { disableRevalidate: true } }),
    ).rejects.toThrow(/Dit merk heeft nog 2 modellen\. Verwijder of verplaats die eerst\./)
    expect((await t.payload.count({ collection: 'brands' })).totalDocs).toBeGreaterThan(0)
    const moved = await engine(t, 'bmw/a4-avant/2015-2019/155pk')
    await t.payload.delete({
      collection: 'engines',
      id: moved!.id,
      context: { disableRevalidate: true },
    })
    expect(await engine(t, 'bmw/a4-avant/2015-2019/155pk')).toBeUndefined()
  })
})
