import { sql, type MigrateDownArgs, type MigrateUpArgs } from '@payloadcms/db-sqlite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { migrations } from '@/migrations'
import type { User } from '@/payload-types'

import { pricing } from '../../seed/lib/globals'
import { bookingSetup, comingTuesday } from '../helpers/booking'
import { startPayload, type TestPayload } from '../helpers/payload'
import { restAs } from '../helpers/rest-as'

type Rest = Awaited<ReturnType<typeof restAs>>

/**
 * The roles as the REST API enforces them: what an employee's request is refused (403) and the
 * owner's is done, the last owner kept, and the role named in the audit trail.
 */
describe('staff roles', () => {
  let t: TestPayload
  let owner: Rest
  let employee: Rest
  let engineId: number
  let bookingId: number

  beforeAll(async () => {
    t = await startPayload()
    await bookingSetup(t.payload)
    const context = { disableRevalidate: true }
    await t.payload.updateGlobal({
      slug: 'pricing',
      context,
      data: { ...pricing, resultPage: { ...pricing.resultPage, duration: '2-3 uur' } },
    })
    await t.payload.updateGlobal({
      slug: 'promotion',
      context,
      data: {
        active: true,
        normalPrice: 499,
        promoPrice: 299,
        validUntil: '2099-10-31T22:59:59.000Z',
        text: 'Actie',
      },
    })
    owner = await restAs(t.payload, 'owner@example.nl', 'owner')
    employee = await restAs(t.payload, 'employee@example.nl', 'employee')
    const brand = await t.payload.create({
      collection: 'brands',
      data: { name: 'Audi', slug: 'audi', category: 'cars' },
      context,
    })
    const model = await t.payload.create({
      collection: 'models',
      data: { brand: brand.id, name: 'A4', slug: 'a4' },
      context,
    })
    const year = await t.payload.create({
      collection: 'build-years',
      data: { model: model.id, label: '2015-2019', slug: '2015-2019' },
      context,
    })
    const engine = await t.payload.create({
      collection: 'engines',
      data: {
        buildYear: year.id,
        name: '2.0 TDI',
        slug: '150pk',
        stockHp: 150,
        tunedHp: 190,
        stockNm: 320,
        tunedNm: 400,
        price: 449,
      },
      context,
    })
    engineId = engine.id
    const booking = await t.payload.create({
      collection: 'bookings',
      data: {
        appointmentDate: comingTuesday(),
        customerName: 'Jan de Vries',
        customerEmail: 'jan@example.nl',
        customerPhone: '0612345678',
        licensePlate: 'AB-123-C',
        status: 'new',
      },
    })
    bookingId = booking.id
  })
  afterAll(async () => {
    await t?.cleanup()
  })

  it('refuses an employee a change of the prices, the promotion or an engine’s price; the owner makes it', async () => {
    const changes = [
      ['/api/cms/globals/pricing', { stage1Fallback: 349 }],
      ['/api/cms/globals/promotion', { promoPrice: 249 }],
    ] as const
    for (const [path, data] of changes) {
      expect((await employee.call('POST', path, data)).status, path).toBe(403)
      expect((await owner.call('POST', path, data)).status, path).toBe(200)
    }
    const engine = `/api/cms/engines/${engineId}`
    expect((await employee.call('PATCH', engine, { price: 1 })).status).toBe(403)
    expect((await owner.call('PATCH', engine, { price: 479 })).status).toBe(200)
    const stored = await t.payload.findByID({ collection: 'engines', id: engineId })
    expect(stored.price).toBe(479)
    expect((await t.payload.findGlobal({ slug: 'pricing' })).stage1Fallback).toBe(349)
  })

  it('refuses an employee the settings, the booking rules, retention and the site’s content', async () => {
    for (const global of ['site-settings', 'booking-rules', 'data-retention'])
      expect((await employee.call('POST', `/api/cms/globals/${global}`, {})).status, global).toBe(
        403,
      )
    const page = { title: 'Over ons', slug: 'over-ons', kind: 'page' }
    expect((await employee.call('POST', '/api/cms/pages', page)).status).toBe(403)
    expect((await employee.call('GET', '/api/cms/catalogue-imports')).status).toBe(403)
  })

  it('lets an employee read and change appointments, but not remove one', async () => {
    const path = `/api/cms/bookings/${bookingId}`
    expect((await employee.call('GET', path)).status).toBe(200)
    const changed = await employee.call('PATCH', path, { status: 'confirmed' })
    expect(changed.status, JSON.stringify(changed.body)).toBe(200)
    expect((await employee.call('DELETE', path)).status).toBe(403)
  })

  it('keeps staff accounts to the owner: an employee sees and changes only their own, never a role', async () => {
    const listed = await employee.call('GET', '/api/cms/users')
    expect((listed.body.docs as User[]).map((u) => u.email)).toEqual(['employee@example.nl'])
    const other = `/api/cms/users/${owner.user.id}`
    expect((await employee.call('PATCH', other, { name: 'Overgenomen' })).status).toBe(403)
    expect((await employee.call('DELETE', other)).status).toBe(403)
    const account = { email: 'new@example.nl', password: 'a-long-password' }
    expect((await employee.call('POST', '/api/cms/users', account)).status).toBe(403)
    const own = `/api/cms/users/${employee.user.id}`
    const promoted = await employee.call('PATCH', own, { name: 'Piet', role: 'owner' })
    expect(promoted.status).toBe(200)
    const stored = await t.payload.findByID({ collection: 'users', id: employee.user.id })
    expect(stored).toMatchObject({ name: 'Piet', role: 'employee' })
  })

  it('lets the owner make accounts, employees by default, and give roles', async () => {
    const made = await owner.call('POST', '/api/cms/users', {
      email: 'colleague@example.nl',
      password: 'a-long-password',
    })
    expect(made.status).toBe(201)
    const id = (made.body.doc as User).id
    expect((made.body.doc as User).role).toBe('employee')
    expect((await owner.call('PATCH', `/api/cms/users/${id}`, { role: 'owner' })).status).toBe(200)
    expect((await owner.call('DELETE', `/api/cms/users/${id}`)).status).toBe(200)
  })

  it('never leaves the workshop without an owner', async () => {
    const self = `/api/cms/users/${owner.user.id}`
    const demoted = await owner.call('PATCH', self, { role: 'employee' })
    expect(demoted.status).toBe(409)
    expect(JSON.stringify(demoted.body)).toContain('laatste eigenaar')
    const deleted = await owner.call('DELETE', self)
    expect(deleted.status).not.toBe(200)
    const stored = await t.payload.findByID({ collection: 'users', id: owner.user.id })
    expect(stored.role).toBe('owner')
  })

  it('refuses an employee the customer-data erase and export (403); the owner erases', async () => {
    const { POST: erase } = await import('@/app/api/privacy/erase/route')
    const { GET: exportData } = await import('@/app/api/privacy/export/route')
    const form = () => {
      const body = new FormData()
      body.set('email', 'jan@example.nl')
      body.set('confirm', 'yes')
      return body
    }
    const post = (who: Rest) =>
      erase(
        new Request('http://localhost/api/privacy/erase', {
          method: 'POST',
          headers: { authorization: who.authorization },
          body: form(),
        }),
      )
    const exported = await exportData(
      new Request('http://localhost/api/privacy/export?email=jan@example.nl', {
        headers: { authorization: employee.authorization },
      }),
    )
    expect(exported.status).toBe(403)
    expect((await post(employee)).status).toBe(403)
    expect((await t.payload.findByID({ collection: 'bookings', id: bookingId })).customerName).toBe(
      'Jan de Vries',
    )
    expect((await post(owner)).status).toBe(303)
    const erased = await t.payload.findByID({ collection: 'bookings', id: bookingId })
    expect(erased.customerName).not.toBe('Jan de Vries')
  })

  it('names the role in the audit trail', async () => {
    const entries = await t.payload.find({ collection: 'audit-log', pagination: false, depth: 0 })
    const of = (email: string, target: string) =>
      entries.docs.find((e) => e.userEmail === email && e.target === target)
    expect(of('owner@example.nl', 'pricing')?.userRole).toBe('owner')
    expect(of('owner@example.nl', 'customer')?.userRole).toBe('owner')
    expect(of('employee@example.nl', 'bookings')?.userRole).toBe('employee')
  })

  it('lets an employee read the history of appointments only, not the rest of the trail', async () => {
    const trail = await employee.call('GET', '/api/cms/audit-log?limit=100')
    expect(trail.status).toBe(200)
    const targets = new Set((trail.body.docs as { target: string }[]).map((e) => e.target))
    expect([...targets]).toEqual(['bookings'])
  })

  it('makes the accounts from before roles owners when the migration runs', async () => {
    const migration = migrations.find((m) => m.name.endsWith('_staff_roles'))!
    const args = { db: t.payload.db.drizzle, payload: t.payload }
    await migration.down(args as unknown as MigrateDownArgs)
    await migration.up(args as unknown as MigrateUpArgs)
    const rows = await t.payload.db.drizzle.all<{ role: string }>(sql`SELECT role FROM users`)
    expect(rows.length).toBeGreaterThan(1)
    expect(rows.every((row) => row.role === 'owner')).toBe(true)
    // A new account after it is an employee, as the column's default says.
    await t.payload.db.drizzle.run(
      sql`INSERT INTO users (email, updated_at, created_at) VALUES ('later@example.nl', '2027-01-01', '2027-01-01')`,
    )
    const later = await t.payload.db.drizzle.all<{ role: string }>(
      sql`SELECT role FROM users WHERE email = 'later@example.nl'`,
    )
    expect(later).toEqual([{ role: 'employee' }])
  })
})
