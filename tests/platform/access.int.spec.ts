import type { CollectionSlug } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { comingTuesday } from '../helpers/booking'
import { startPayload, type TestPayload } from '../helpers/payload'

const anonymous = { overrideAccess: false, user: null } as const

describe('access control', () => {
  let t: TestPayload
  beforeAll(async () => {
    t = await startPayload()
    await t.payload.create({
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
    await t.payload.create({
      collection: 'users',
      data: { email: 'staff@example.nl', password: 'a-long-password' },
    })
    await t.payload.create({
      collection: 'brands',
      data: { name: 'Audi', slug: 'audi', category: 'cars' },
      context: { disableRevalidate: true },
    })
  })
  afterAll(async () => {
    await t?.cleanup()
  })

  it.each(['bookings', 'users'] as const)(
    'anonymous visitors cannot read %s',
    async (collection) => {
      await expect(t.payload.find({ collection, ...anonymous })).rejects.toMatchObject({
        status: 403,
      })
    },
  )

  it('staff can read bookings', async () => {
    const staff = (await t.payload.find({ collection: 'users' })).docs[0]
    const bookings = await t.payload.find({
      collection: 'bookings',
      overrideAccess: false,
      user: staff,
    })
    expect(bookings.docs.map((b) => b.customerName)).toEqual(['Jan de Vries'])
  })

  it('anonymous visitors can read the catalogue', async () => {
    const brands = await t.payload.find({ collection: 'brands', ...anonymous })
    expect(brands.docs.map((b) => b.slug)).toEqual(['audi'])
  })

  it('anonymous visitors do not see engines staff hid; staff see them', async () => {
    const audi = (await t.payload.find({ collection: 'brands' })).docs[0]!
    const context = { disableRevalidate: true }
    const model = await t.payload.create({
      collection: 'models',
      data: { brand: audi.id, name: 'A4', slug: 'a4' },
      context,
    })
    const year = await t.payload.create({
      collection: 'build-years',
      data: { model: model.id, label: '2015-2019', slug: '2015-2019' },
      context,
    })
    const engine = (name: string, stockHp: number, hidden: boolean) =>
      t.payload.create({
        collection: 'engines',
        data: {
          buildYear: year.id,
          name,
          slug: `${stockHp}pk`,
          stockHp,
          tunedHp: stockHp + 40,
          stockNm: 320,
          tunedNm: 400,
          hidden,
        },
        context,
      })
    await engine('2.0 TDI 150hp', 150, false)
    const hidden = await engine('2.0 TDI 136hp', 136, true)

    const listed = await t.payload.find({ collection: 'engines', ...anonymous })
    expect(listed.docs.map((d) => d.name)).toEqual(['2.0 TDI 150hp'])
    await expect(
      t.payload.findByID({ collection: 'engines', id: hidden.id, ...anonymous }),
    ).rejects.toMatchObject({ status: 404 })
    const staff = (await t.payload.find({ collection: 'users' })).docs[0]!
    const all = await t.payload.find({
      collection: 'engines',
      overrideAccess: false,
      user: { ...staff, collection: 'users' },
      sort: 'stockHp',
    })
    expect(all.docs.map((d) => d.name)).toEqual(['2.0 TDI 136hp', '2.0 TDI 150hp'])
  })

  const writable: CollectionSlug[] = [
    'brands',
    'models',
    'build-years',
    'engines',
    'pages',
    'faqs',
    'bookings',
    'users',
  ]
  it.each(writable)('anonymous visitors cannot create %s', async (collection) => {
    await expect(
      t.payload.create({ collection, data: {} as never, ...anonymous }),
    ).rejects.toMatchObject({ status: 403 })
  })

  it('anonymous visitors cannot change or delete catalogue documents', async () => {
    const audi = (await t.payload.find({ collection: 'brands' })).docs[0]!
    await expect(
      t.payload.update({
        collection: 'brands',
        id: audi.id,
        data: { name: 'Changed' },
        ...anonymous,
      }),
    ).rejects.toMatchObject({ status: 403 })
    await expect(
      t.payload.delete({ collection: 'brands', id: audi.id, ...anonymous }),
    ).rejects.toMatchObject({ status: 403 })
  })

  it.each(['site-settings', 'promotion', 'pricing', 'booking-rules'] as const)(
    'anonymous visitors can read but not change the %s global',
    async (slug) => {
      await expect(t.payload.findGlobal({ slug, ...anonymous })).resolves.toBeDefined()
      await expect(t.payload.updateGlobal({ slug, data: {}, ...anonymous })).rejects.toMatchObject({
        status: 403,
      })
    },
  )
})
