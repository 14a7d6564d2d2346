import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createBooking } from '@/booking/server'
import { importCatalogue } from '@/catalogue/import/server/catalogue-import'
import { parseCatalogueCsv } from '@/catalogue/server'
import { demoCsv } from '@/dyno'
import { readEngineMeasurement } from '@/dyno/data/measurement'
import { reportPdfForToken, sendDynoReport } from '@/dyno/server'
import type { User } from '@/payload-types'
import { applyRetention } from '@/privacy/server/retention'
import { eraseSubjectAndRecord, exportSubject } from '@/privacy/server/subject-actions'

import { demoRuns } from '../../seed/lib/dyno'
import { bookingRequest, bookingSetup, comingTuesday } from '../helpers/booking'
import { startPayload, type TestPayload } from '../helpers/payload'

const csv = [
  'brand,model,year,fuel,engine,stock_power_hp,stage1_power_hp,stock_torque_nm,stage1_torque_nm,ecu,price',
  'Volkswagen,Golf,2012-2017,Diesel,2.0 TDI 150hp,150,194,340,425,Bosch EDC17C64,',
  'Volkswagen,Golf,2012-2017,Diesel,2.0 TDI 184hp,184,228,380,500,Bosch EDC17C64,',
].join('\n')
const context = { disableRevalidate: true }
const [first, second] = demoRuns
const ENGINE_PATH = 'volkswagen/golf/2012-2017/150pk'

describe('dyno runs', () => {
  let t: TestPayload
  let staff: User
  let engineId: number
  const runCount = async () => (await t.payload.count({ collection: 'dyno-runs' })).totalDocs
  const good = { beforeCsv: demoCsv(first.before), afterCsv: demoCsv(first.after) }

  beforeAll(async () => {
    t = await startPayload()
    await bookingSetup(t.payload, 3)
    const parsed = parseCatalogueCsv(csv)
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.problem))
    await importCatalogue(t.payload, parsed.rows, parsed.issues)
    const { docs } = await t.payload.find({
      collection: 'engines',
      where: { name: { equals: '2.0 TDI 150hp' } },
      depth: 0,
    })
    engineId = docs[0]!.id
    expect(docs[0]!.path).toBe(ENGINE_PATH)
    staff = await t.payload.create({
      collection: 'users',
      data: { email: 'staff@example.nl', password: 'a-long-password', role: 'employee' },
    })
  })
  afterAll(async () => {
    await t?.cleanup()
  })

  it('refuses a wrong file with a report of line and column, and stores nothing', async () => {
    const wrong = ['Toerental;Vermogen (pk);Koppel (Nm)', '2000;100;200', '2100;veel;210'].join(
      '\n',
    )
    const attempt = t.payload.create({
      collection: 'dyno-runs',
      user: staff,
      overrideAccess: false,
      context,
      data: { engine: engineId, date: '2026-11-02', beforeCsv: wrong, afterCsv: good.afterCsv },
    })
    const error = (await attempt.catch((e: unknown) => e)) as {
      status: number
      data: { errors: { path: string; message: string }[] }
    }
    expect(error.status).toBe(400)
    expect(error.data.errors).toHaveLength(1)
    expect(error.data.errors[0]!.path).toBe('beforeCsv')
    expect(error.data.errors[0]!.message).toMatch(/3.*"Vermogen \(pk\)".*"veel"/)
    expect(await runCount()).toBe(0)
  })

  it('stores a good run with its curves and peaks, unpublished by default', async () => {
    const run = await t.payload.create({
      collection: 'dyno-runs',
      user: staff,
      overrideAccess: false,
      context,
      data: { engine: engineId, date: first.date, ...good },
    })
    expect(run.published).toBe(false)
    expect(run.beforePeakHp).toBeGreaterThan(140)
    expect(run.afterPeakNm).toBeGreaterThan(400)
    expect((run.before as { points: unknown[] }).points.length).toBeLessThanOrEqual(120)
    // Unpublished: the engine page shows no measurement.
    expect(await readEngineMeasurement(t.payload, ENGINE_PATH)).toBeNull()
    // Curves and peaks come from the files only: sent along, they are ignored.
    const edited = await t.payload.update({
      collection: 'dyno-runs',
      id: run.id,
      user: staff,
      overrideAccess: false,
      context,
      data: { before: { points: [] }, beforePeakHp: 999 },
    })
    expect(edited.beforePeakHp).toBe(run.beforePeakHp)
    expect(edited.before).toEqual(run.before)
  })

  it('reads published runs through the data door, without any booking', async () => {
    const booked = await createBooking(
      t.payload,
      bookingRequest({
        appointmentDate: comingTuesday(),
        customerEmail: 'eva@example.nl',
        locale: 'de',
      }),
    )
    expect(booked.kind).toBe('booked')
    const { docs } = await t.payload.find({ collection: 'bookings', depth: 0 })
    await t.payload.create({
      collection: 'dyno-runs',
      context,
      data: {
        engine: engineId,
        date: second.date,
        booking: docs[0]!.id,
        beforeCsv: demoCsv(second.before),
        afterCsv: demoCsv(second.after),
        published: true,
      },
    })
    await t.payload.update({
      collection: 'dyno-runs',
      where: { date: { equals: first.date } },
      context,
      data: { published: true },
    })
    const measurement = await readEngineMeasurement(t.payload, ENGINE_PATH)
    expect(measurement!.runs.map((run) => run.date)).toEqual([second.date, first.date])
    expect(measurement!.gain.runs).toBe(2)
    expect(measurement!.gain.hp).toBeGreaterThan(25)
    expect(JSON.stringify(measurement)).not.toMatch(/eva|booking|AB-123/i)
  })

  it("queues the customer's report in the booking's language, and its link opens the PDF", async () => {
    const [run] = (
      await t.payload.find({ collection: 'dyno-runs', where: { booking: { exists: true } } })
    ).docs
    const sent = await sendDynoReport(t.payload, run!.id)
    expect(sent).toEqual({ ok: true, to: 'eva@example.nl' })
    const { docs: mails } = await t.payload.find({
      collection: 'booking-mails',
      where: { kind: { equals: 'dynoReport' } },
    })
    expect(mails).toHaveLength(1)
    const mail = mails[0]!
    expect(mail.subject).toMatch(/^Ihr Prüfstandsbericht/)
    expect(mail.html).toContain('Prüfstand')
    const token = mail.secret!
    expect(mail.text).toContain(`/api/dyno/report/${token}`)
    const report = await reportPdfForToken(t.payload, token)
    expect(report!.pdf.subarray(0, 5).toString()).toBe('%PDF-')
    expect(report!.filename).toBe(`pruefstandsbericht-${second.date}.pdf`)
    expect(await reportPdfForToken(t.payload, 'x'.repeat(43))).toBeNull()
    // A run without a booking has nobody to send to.
    const [lone] = (
      await t.payload.find({ collection: 'dyno-runs', where: { booking: { exists: false } } })
    ).docs
    expect(await sendDynoReport(t.payload, lone!.id)).toEqual({ ok: false, reason: 'noBooking' })
  })

  it("puts the runs in the customer's export and removes them with the erasure", async () => {
    const owner = await t.payload.create({
      collection: 'users',
      data: { email: 'owner@example.nl', password: 'a-long-password', role: 'owner' },
    })
    const exported = await exportSubject(t.payload, owner, { email: 'eva@example.nl' })
    expect(exported.dynoRuns).toHaveLength(1)
    const counts = await eraseSubjectAndRecord(t.payload, owner, { email: 'eva@example.nl' })
    expect(counts.dynoRuns).toBe(1)
    expect(await runCount()).toBe(1)
    const left = await t.payload.find({
      collection: 'dyno-runs',
      where: { booking: { exists: true } },
    })
    expect(left.totalDocs).toBe(0)
  })

  it('past the retention period keeps only published runs, unlinked from the booking', async () => {
    const booked = await createBooking(
      t.payload,
      bookingRequest({ appointmentDate: comingTuesday(1), customerEmail: 'piet@example.nl' }),
    )
    expect(booked.kind).toBe('booked')
    const { docs } = await t.payload.find({
      collection: 'bookings',
      where: { customerEmail: { equals: 'piet@example.nl' } },
      depth: 0,
    })
    const booking = docs[0]!.id
    const create = (published: boolean) =>
      t.payload.create({
        collection: 'dyno-runs',
        context,
        data: { engine: engineId, date: '2026-12-01', booking, published, ...good },
      })
    const kept = await create(true)
    await create(false)
    const far = new Date(Date.now() + 20 * 365 * 24 * 3600 * 1000)
    await applyRetention(t.payload, { now: far })
    const after = await t.payload.findByID({ collection: 'dyno-runs', id: kept.id, depth: 0 })
    expect(after.booking ?? null).toBeNull()
    expect(after.published).toBe(true)
    expect(await runCount()).toBe(2)
  })
})
