import fs from 'node:fs'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { CATALOGUE_QUEUE } from '@/catalogue/import/jobs'
import type { StoredReport } from '@/catalogue/import/server/import-report'
import { applyImport } from '@/catalogue/import/server/import-run'

import { startPayload, type TestPayload } from '../helpers/payload'

const full = fs.readFileSync('tests/fixtures/csv/full.csv')

describe('catalogue import records and their jobs', () => {
  let t: TestPayload
  let staffId: number | string
  beforeAll(async () => {
    t = await startPayload()
    const staff = await t.payload.create({
      collection: 'users',
      data: { email: 'staff@example.nl', password: 'a-long-staff-password' },
    })
    staffId = staff.id
  })
  afterAll(async () => {
    await t?.cleanup()
  })

  // As the admin and the REST API create one: with the staff member's access, not the system's.
  const upload = async (data: Buffer, name: string) => {
    const user = await t.payload.findByID({ collection: 'users', id: staffId })
    return t.payload.create({
      collection: 'catalogue-imports',
      data: {},
      file: { data, mimetype: 'text/csv', name, size: data.length },
      user: { ...user, collection: 'users' },
      overrideAccess: false,
      context: { disableRevalidate: true },
    })
  }
  const setStatus = (id: number | string, status: 'applying' | 'discarded') =>
    t.payload.update({ collection: 'catalogue-imports', id, data: { status } })
  const record = async (id: number | string) =>
    t.payload.findByID({ collection: 'catalogue-imports', id, depth: 0 })

  it('an upload queues a dry run that reports and writes nothing; apply writes it in one go', async () => {
    const doc = await upload(full, 'prijslijst.csv')
    expect(await record(doc.id)).toMatchObject({ status: 'queued', uploadedBy: staffId })
    await t.payload.jobs.run({ queue: CATALOGUE_QUEUE })

    const previewed = await record(doc.id)
    expect(previewed.status).toBe('previewed')
    const report = previewed.report as StoredReport
    expect(report.engines).toMatchObject({ created: 3, updated: 0, stale: 0 })
    expect(report).toMatchObject({ records: 3, encoding: 'utf-8', delimiter: ',' })
    expect((await t.payload.count({ collection: 'engines' })).totalDocs).toBe(0)

    await setStatus(doc.id, 'applying')
    await t.payload.jobs.queue({
      task: 'catalogueImportApply',
      input: { importId: String(doc.id) },
      queue: CATALOGUE_QUEUE,
    })
    await t.payload.jobs.run({ queue: CATALOGUE_QUEUE })
    const applied = await record(doc.id)
    expect(applied.status).toBe('applied')
    expect(applied.appliedAt).toBeTruthy()
    expect((await t.payload.count({ collection: 'engines' })).totalDocs).toBe(3)
  })

  it('an apply that the server stop interrupts rolls back, is not marked failed, and applies whole later', async () => {
    const header = full.toString('utf8').split('\n')[0]
    const file = Buffer.from(
      `${header}\nSkoda,Octavia,2020-2024,Diesel,2.0 TDI 150hp,150,190,340,410,,299\nSkoda,Superb,2019-2024,Petrol,2.0 TSI 280hp,280,330,350,430,,399\n`,
    )
    const doc = await upload(file, 'gestopt.csv')
    await t.payload.jobs.run({ queue: CATALOGUE_QUEUE })
    await setStatus(doc.id, 'applying')
    const brands = (await t.payload.count({ collection: 'brands' })).totalDocs
    const engines = (await t.payload.count({ collection: 'engines' })).totalDocs
    // The server is told to stop just after the import wrote its first document (the brand).
    const stop = new AbortController()
    const db = t.payload.db
    const create = db.create
    db.create = async (args) => {
      const created = await create.call(db, args)
      stop.abort()
      return created
    }
    const error = await applyImport(t.payload, doc.id, stop.signal).then(
      () => null,
      (thrown: unknown) => thrown,
    )
    db.create = create
    expect(error).toBe(stop.signal.reason)
    expect((await t.payload.count({ collection: 'brands' })).totalDocs).toBe(brands)
    expect((await t.payload.count({ collection: 'engines' })).totalDocs).toBe(engines)
    const interrupted = await record(doc.id)
    expect(interrupted.status).toBe('applying')
    expect(interrupted.error ?? null).toBeNull()
    // The next runner applies it again, whole.
    await applyImport(t.payload, doc.id)
    expect((await record(doc.id)).status).toBe('applied')
    expect((await t.payload.count({ collection: 'engines' })).totalDocs).toBe(engines + 2)
  })

  it('a file that cannot be read is refused with its reason and changes nothing', async () => {
    const doc = await upload(Buffer.from('brand,model\nAudi,A4\n'), 'kapot.csv')
    await t.payload.jobs.run({ queue: CATALOGUE_QUEUE })
    // Kept as data, so the admin words it in each staff member's language.
    const refused = await record(doc.id)
    expect(refused).toMatchObject({
      status: 'refused',
      refusal: { code: 'missing-columns', columns: expect.arrayContaining(['year', 'engine']) },
    })
    expect(refused.error ?? null).toBeNull()
  })

  it('staff cannot set an import back to "previewed" (or its report) through the API, to apply it again', async () => {
    const doc = await upload(full, 'oud.csv')
    await t.payload.jobs.run({ queue: CATALOGUE_QUEUE })
    await setStatus(doc.id, 'discarded')
    const user = await t.payload.findByID({ collection: 'users', id: staffId })
    await expect(
      t.payload.update({
        collection: 'catalogue-imports',
        id: doc.id,
        data: { status: 'previewed', report: null, error: 'x' },
        user: { ...user, collection: 'users' },
        overrideAccess: false,
      }),
    ).rejects.toThrow()
    const after = await record(doc.id)
    expect(after.status).toBe('discarded')
    expect(after.report).not.toBeNull()
    expect(after.error ?? null).toBeNull()
  })

  it('the file of an import cannot be replaced after its dry run: apply reads the file the report is of', async () => {
    const doc = await upload(full, 'gecontroleerd.csv')
    await t.payload.jobs.run({ queue: CATALOGUE_QUEUE })
    const previewed = await record(doc.id)
    const header = full.toString('utf8').split('\n')[0]
    const other = Buffer.from(`${header}\nAudi,A4,2016,Diesel,2.0 TDI,150,190,320,400,,\n`)
    const user = await t.payload.findByID({ collection: 'users', id: staffId })
    await expect(
      t.payload.update({
        collection: 'catalogue-imports',
        id: doc.id,
        data: {},
        file: { data: other, mimetype: 'text/csv', name: 'anders.csv', size: other.length },
        user: { ...user, collection: 'users' },
        overrideAccess: false,
      }),
    ).rejects.toThrow()
    const after = await record(doc.id)
    expect(after.filename).toBe(previewed.filename)
    expect(after.filesize).toBe(full.length)
  })

  it('a rejected row is stored with its problem as data, not as English text', async () => {
    const header = full.toString('utf8').split('\n')[0]
    const file = Buffer.from(`${header}\nAudi,A4,2016,Diesel,2.0 TDI,abc,190,320,400,,\n`)
    const doc = await upload(file, 'fout.csv')
    await t.payload.jobs.run({ queue: CATALOGUE_QUEUE })
    const report = (await record(doc.id)).report as StoredReport
    expect(report.rejected).toEqual([
      {
        line: 2,
        kind: 'rejected',
        problem: { code: 'not-a-number', field: 'stockHp', value: 'abc' },
      },
    ])
  })
})
