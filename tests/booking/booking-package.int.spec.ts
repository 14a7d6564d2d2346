import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { composeMail } from '@/booking/mails/mails'
import type { BookingInput } from '@/booking/rules/schema'
import { parseCatalogueCsv } from '@/catalogue/import/rules/parse'
import { importCatalogue } from '@/catalogue/import/server/catalogue-import'

import { pricing, siteSettings } from '../../seed/lib/globals'
import { bookingRequest, bookingSetup } from '../helpers/booking'
import { startPayload, type TestPayload } from '../helpers/payload'
import { postBooking } from '../helpers/post-booking'

const DAY = '2027-03-02' // a Tuesday
const settings = { ...siteSettings, openingHours: [...siteSettings.openingHours] }
const now = new Date('2027-02-20T10:00:00Z')
const engine = '/en/merken/volkswagen/golf/2017-2020/150pk'

const csv = [
  'brand,model,year,fuel,engine,stock_power_hp,stage1_power_hp,stock_torque_nm,stage1_torque_nm,ecu,price',
  'Volkswagen,Golf,2017-2020,Petrol,1.5 TSI ACT 150hp,150,199,250,315,Continental Simos 18.10,349',
  'Volkswagen,Golf,2012-2017,Diesel,2.0 TDI 150hp,150,194,340,425,Bosch EDC17C64,',
].join('\n')

describe('the package travels with the booking', () => {
  let t: TestPayload
  let options: { id: string; name: string; price: number }[]
  const context = { disableRevalidate: true }

  const book = async (overrides: Partial<BookingInput> & { licensePlate: string }) => {
    const answer = await postBooking(
      t.payload,
      // A customer books once a day: each booking its own address.
      bookingRequest({
        appointmentDate: DAY,
        customerEmail: `${overrides.licensePlate}@example.nl`.toLowerCase(),
        ...overrides,
      }),
      { now },
    )
    expect(answer.status, JSON.stringify(answer.body)).toBe(201)
    const { docs } = await t.payload.find({
      collection: 'bookings',
      where: { licensePlate: { equals: overrides.licensePlate } },
      depth: 0,
    })
    return docs[0]!
  }

  beforeAll(async () => {
    t = await startPayload()
    await bookingSetup(t.payload, 5)
    const parsed = parseCatalogueCsv(csv)
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.problem))
    await importCatalogue(t.payload, parsed.rows, parsed.issues)
    const saved = await t.payload.updateGlobal({
      slug: 'pricing',
      context,
      locale: 'en',
      data: {
        ...pricing,
        resultPage: { ...pricing.resultPage, duration: '2-3 hours' },
        options: [
          { name: 'Launch Control', price: 75, description: 'Starts' },
          { name: 'Pops & Bangs', price: 99, description: 'Sound' },
        ],
      },
    })
    options = (saved.options ?? []).map((o) => ({ id: o.id!, name: o.name, price: o.price }))
    // The same rows in Dutch, which every other language falls back on.
    await t.payload.updateGlobal({
      slug: 'pricing',
      context,
      locale: 'nl',
      data: {
        resultPage: { ...pricing.resultPage, duration: '2-3 uur' },
        options: options.map((o) => ({ ...o, description: o.name })),
      },
    })
    await t.payload.updateGlobal({
      slug: 'promotion',
      context,
      data: { active: false, promoPrice: 249, normalPrice: 349, validUntil: '2027-10-31' },
    })
  })
  afterAll(async () => {
    await t?.cleanup()
  })

  it('stores Stage 1 and the chosen options at the prices shown, and keeps them when prices change', async () => {
    const booking = await book({
      licensePlate: 'PK-001-A',
      enginePath: engine,
      packageOptions: `${options[1]!.id},unknown,${options[0]!.id}`,
      locale: 'en',
    })
    expect(booking.order).toMatchObject({
      lines: [
        { name: 'Stage 1', price: 349 },
        { name: 'Launch Control', price: 75 },
        { name: 'Pops & Bangs', price: 99 },
      ],
      total: 523,
      promotion: false,
    })

    // Staff raise the option's price afterwards: the booking keeps what the customer saw.
    await t.payload.updateGlobal({
      slug: 'pricing',
      context,
      locale: 'en',
      data: { options: [{ ...options[0]!, price: 125, description: 'Starts' }, options[1]!] },
    })
    const later = await t.payload.findByID({ collection: 'bookings', id: booking.id, depth: 0 })
    expect(later.order?.total).toBe(523)
    expect(later.order?.lines?.map((line) => line.price)).toEqual([349, 75, 99])
  })

  it("applies the promotion while it runs, and the package page the engine's Stage 1 price", async () => {
    await t.payload.updateGlobal({ slug: 'promotion', context, data: { active: true } })
    const promoted = await book({
      licensePlate: 'PK-002-B',
      enginePath: engine,
      appointmentDate: '2027-03-09',
    })
    expect(promoted.order).toMatchObject({
      lines: [{ name: 'Stage 1', price: 249 }],
      total: 249,
      promotion: true,
      normalPrice: 349,
    })
    await t.payload.updateGlobal({ slug: 'promotion', context, data: { active: false } })
    const packagePage = await book({
      licensePlate: 'PK-003-C',
      enginePath: `${engine}/stage-1`,
      appointmentDate: '2027-03-09',
      packageOptions: options[1]!.id,
    })
    expect(packagePage.order?.lines).toEqual([
      expect.objectContaining({ name: 'Stage 1', price: 349 }),
      expect.objectContaining({ name: 'Pops & Bangs', price: 99 }),
    ])
  })

  it('books without a package from an address that names no engine, and says so in no mail', async () => {
    for (const [plate, address] of [
      ['PK-004-D', '/merken/volkswagen/golf/2017-2020/999pk'],
      ['PK-005-E', '/contact'],
      ['PK-006-F', `${engine}/stage-9`],
    ] as const) {
      const booking = await book({
        licensePlate: plate,
        enginePath: address,
        packageOptions: 'x',
        appointmentDate: '2027-03-16',
      })
      expect(booking.order?.total ?? null, address).toBeNull()
      const mail = composeMail('confirmation', booking, {
        settings,
        rules: { startTime: '09:00', allDay: true },
        now,
      })
      expect(mail.text).not.toContain('Your choice')
    }
  })

  it('names the package in the customer confirmation and the workshop notice', async () => {
    const booking = await book({
      licensePlate: 'PK-007-G',
      enginePath: engine,
      packageOptions: options[1]!.id,
      locale: 'de',
      appointmentDate: '2027-03-23',
    })
    const ctx = { settings, rules: { startTime: '09:00', allDay: true }, now }
    const customer = composeMail('confirmation', booking, ctx).text
    expect(customer).toContain('Ihre Auswahl:')
    expect(customer).toMatch(/Stage 1: 349\s€/)
    expect(customer).toMatch(/Gesamt inkl\. MwSt\.: 448\s€/)
    const workshop = composeMail('workshop', booking, ctx).text
    expect(workshop).toContain('Gekozen pakket:')
    expect(workshop).toMatch(/Totaal incl\. BTW: €\s448/)
  })
})
