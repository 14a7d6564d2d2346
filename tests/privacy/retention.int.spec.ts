import { mkdir, readdir, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { queueMail } from '@/booking/mails/outbox'
import { applyRetention } from '@/privacy/server/retention'

import { startPayload, type TestPayload } from '../helpers/payload'

const now = new Date('2026-11-28T03:15:00Z')
const quiet = { disableMails: true, disableRevalidate: true, keepPlace: true }

describe('the nightly retention job', () => {
  let t: TestPayload
  const booking = async (appointmentDate: string, name: string) =>
    (
      await t.payload.create({
        collection: 'bookings',
        context: quiet,
        data: {
          appointmentDate,
          status: 'completed',
          customerName: name,
          customerEmail: `${name.toLowerCase()}@example.nl`,
          customerPhone: '0612345678',
          licensePlate: 'AB-123-C',
          brand: 'Audi',
          model: 'A4',
          notes: 'Graag bellen',
          order: { lines: [{ name: 'Stage 1', price: 349 }], total: 349, promotion: false },
        },
      })
    ).id

  beforeAll(async () => {
    t = await startPayload()
    await t.payload.updateGlobal({
      slug: 'data-retention',
      data: {
        bookingsMonths: 24,
        requestsMonths: 12,
        mailDays: 90,
        waitlistDays: 30,
        auditMonths: 24,
      },
    })
  })
  afterAll(async () => {
    await t?.cleanup()
  })

  it('changes exactly the expired records: old people out, figures kept, new ones untouched', async () => {
    const old = await booking('2024-11-27', 'Oud')
    const kept = await booking('2024-11-28', 'Nieuw')
    const oldMail = await queueMail(t.payload, {
      to: 'oud@example.nl',
      replyTo: 'afspraak@example.nl',
      subject: 'Bevestiging',
      text: 'Beste Oud',
      kind: 'confirmation',
      bookingId: kept,
    })
    expect(oldMail).not.toBeNull()
    const [mail] = (
      await t.payload.find({ collection: 'booking-mails', where: { booking: { equals: kept } } })
    ).docs
    // Written 91 days ago and sent: past the 90 days. A copy from yesterday stays.
    await t.payload.db.updateOne({
      collection: 'booking-mails',
      id: mail!.id,
      data: { createdAt: '2026-08-29T12:00:00.000Z', state: 'sent' },
    })
    const request = async (name: string, updatedAt: string) => {
      const doc = await t.payload.create({
        collection: 'requests',
        context: quiet,
        data: {
          kind: 'contact',
          status: 'answered',
          name,
          email: `${name.toLowerCase()}@example.nl`,
          phone: '0611111111',
          licensePlate: 'XZ-999-Y',
          message: 'Wat kost Stage 1?',
          vehicle: 'Golf',
          locale: 'nl',
          idempotencyKey: `retention-${name}`,
        },
      })
      await t.payload.db.updateOne({ collection: 'requests', id: doc.id, data: { updatedAt } })
      return doc.id
    }
    const oldRequest = await request('Vraag', '2025-11-27T10:00:00.000Z')
    const newRequest = await request('Recent', '2025-11-29T10:00:00.000Z')
    for (const [name, date] of [
      ['Gisteren', '2026-10-28'],
      ['Vandaag', '2026-10-29'],
    ] as const)
      await t.payload.create({
        collection: 'waitlist',
        data: {
          date,
          name,
          email: `${name}@example.nl`,
          status: 'expired',
          holdKey: `w-${name}`,
          offerTokenHash: `h-${name}`,
        },
        context: quiet,
      })
    const backups = path.join(tmpdir(), `retention-${process.pid}`)
    await mkdir(backups, { recursive: true })
    for (const name of [
      'backup-20241127-235959.tar.gz',
      'backup-20241128-000001.tar.gz',
      'notes.txt',
    ])
      await writeFile(path.join(backups, name), 'x')

    const report = await applyRetention(t.payload, { now, backupsDir: backups })
    expect(report).toEqual({
      bookings: 1,
      requests: 1,
      mails: 1,
      waitlist: 1,
      audit: 0,
      backups: 1,
    })

    const read = (id: number | string) =>
      t.payload.findByID({ collection: 'bookings', id, depth: 0 })
    const gone = await read(old)
    expect(gone).toMatchObject({
      customerName: 'Geanonimiseerd',
      customerEmail: `geanonimiseerd-${old}@example.invalid`,
      customerPhone: '-',
      licensePlate: '-',
      notes: null,
      appointmentDate: '2024-11-27',
      status: 'completed',
      vehicle: 'Audi A4',
      order: { total: 349 },
    })
    expect(gone.anonymisedAt).toBe(now.toISOString())
    expect(await read(kept)).toMatchObject({
      customerName: 'Nieuw',
      notes: 'Graag bellen',
      anonymisedAt: null,
    })
    const requests = async (id: number | string) =>
      t.payload.findByID({ collection: 'requests', id, depth: 0 })
    expect(await requests(oldRequest)).toMatchObject({
      name: 'Geanonimiseerd',
      message: null,
      vehicle: 'Golf',
    })
    expect(await requests(newRequest)).toMatchObject({
      name: 'Recent',
      message: 'Wat kost Stage 1?',
    })
    expect((await t.payload.find({ collection: 'waitlist' })).docs.map((w) => w.name)).toEqual([
      'Vandaag',
    ])
    expect((await readdir(backups)).sort()).toEqual(['backup-20241128-000001.tar.gz', 'notes.txt'])

    // Run again, nothing more has expired: nothing changes.
    expect(await applyRetention(t.payload, { now, backupsDir: backups })).toEqual({
      bookings: 0,
      requests: 0,
      mails: 0,
      waitlist: 0,
      audit: 0,
      backups: 0,
    })
  })
})
