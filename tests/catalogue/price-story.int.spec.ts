import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { composeMail } from '@/booking/mails/mails'
import { promotionOf, quoteForPage } from '@/booking/server/package'
import { parseCatalogueCsv } from '@/catalogue/import/rules/parse'
import { importCatalogue } from '@/catalogue/import/server/catalogue-import'
import { isTunable } from '@/catalogue/rules/gain'
import { promotionEndsAt, stage1Offer } from '@/catalogue/rules/offer'
import { optionsFor } from '@/catalogue/rules/option-fuels'
import { fillPromotionText } from '@/catalogue/rules/promotion'
import { locales } from '@/i18n/locales'

import { pricing, pricingOptions, promotionText, siteSettings } from '../../seed/lib/globals'
import { bookingRequest, bookingSetup } from '../helpers/booking'
import { startPayload, type TestPayload } from '../helpers/payload'
import { postBooking } from '../helpers/post-booking'

const now = new Date('2027-02-20T10:00:00Z')
const ctx = {
  settings: { ...siteSettings, openingHours: [...siteSettings.openingHours] },
  rules: { startTime: '09:00', allDay: true },
  now,
}
const golf = 'volkswagen/golf/2017-2020/150pk'
const plaid = 'tesla/model-s/2021/1020pk'
const model3 = 'tesla/model-3/2021-2023/283pk'

const csv = [
  'brand,model,year,fuel,engine,stock_power_hp,stage1_power_hp,stock_torque_nm,stage1_torque_nm,ecu,price',
  'Volkswagen,Golf,2017-2020,Petrol,1.5 TSI ACT 150hp,150,199,250,315,Continental Simos 18.10,349',
  'Tesla,Model S,2021,Electric,Plaid 1020hp,1020,1020,1420,1420,,',
  'Tesla,Model 3,2021-2023,Electric,RWD 283hp,283,310,420,450,,499',
].join('\n')

/**
 * One engine through every place that states its Stage 1 price, without and with a running
 * promotion: the offer the engine page, its package page and /alle-opties show (stage1Offer on
 * the documents their cached reads return), the booking summary and the booking itself
 * (quoteForPage), and the mails. Then the engines that may not be sold what they are offered.
 */
describe("one engine's Stage 1 price, everywhere", () => {
  let t: TestPayload
  let days = 0
  // Tuesdays from 2 March 2027: a booking each, each its own address.
  const nextDay = () => new Date(Date.UTC(2027, 2, 2 + 7 * days++)).toISOString().slice(0, 10)
  const context = { disableRevalidate: true }

  const offerOf = async (path: string) => {
    const [{ docs }, pricingDoc, promotion] = await Promise.all([
      t.payload.find({ collection: 'engines', where: { path: { equals: path } }, depth: 0 }),
      t.payload.findGlobal({ slug: 'pricing', depth: 0 }),
      t.payload.findGlobal({ slug: 'promotion', depth: 0 }),
    ])
    return stage1Offer(docs[0]!, pricingDoc, promotionOf(promotion), now)
  }
  const optionIds = async (names: string[]) => {
    const { options } = await t.payload.findGlobal({ slug: 'pricing', locale: 'en', depth: 0 })
    return (options ?? []).filter((o) => names.includes(o.name)).map((o) => o.id!)
  }
  const book = (path: string, packageOptions = '', locale: 'nl' | 'en' = 'nl') =>
    postBooking(
      t.payload,
      bookingRequest({
        appointmentDate: nextDay(),
        enginePath: `/merken/${path}`,
        packageOptions,
        locale,
      }),
      { now },
    )
  const stored = async (answer: Awaited<ReturnType<typeof book>>) => {
    expect(answer.status, JSON.stringify(answer.body)).toBe(201)
    const id = (answer.body as { bookingId: number }).bookingId
    return t.payload.findByID({ collection: 'bookings', id, depth: 0 })
  }
  const setPromotion = (active: boolean) =>
    t.payload.updateGlobal({
      slug: 'promotion',
      context,
      data: { active, promoPrice: 250, normalPrice: 499, validUntil: '2027-10-31' },
    })

  beforeAll(async () => {
    t = await startPayload()
    await bookingSetup(t.payload, 5)
    const parsed = parseCatalogueCsv(csv)
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.problem))
    await importCatalogue(t.payload, parsed.rows, parsed.issues)
    let rows: { id?: string | null }[] | null | undefined
    for (const locale of locales) {
      const doc = await t.payload.updateGlobal({
        slug: 'pricing',
        locale,
        context,
        data: {
          ...pricing,
          resultPage: { ...pricing.resultPage, duration: '2-3' },
          options: pricingOptions.map((option, index) => ({
            ...(rows?.[index]?.id ? { id: rows[index]!.id } : {}),
            price: option.price,
            fuels: [...option.fuels],
            name: option.name[locale],
            description: option.description[locale],
          })),
        },
      })
      rows = doc.options
    }
    await setPromotion(false)
  })
  afterAll(async () => {
    await t?.cleanup()
  })

  it('states the engine price when no promotion runs, the same on every page, booking and mail', async () => {
    expect(await offerOf(golf)).toEqual({ price: 349, from: false })
    for (const address of [`/merken/${golf}`, `/en/merken/${golf}/stage-1`]) {
      const priced = await quoteForPage(t.payload, { address, options: '', locale: 'nl', now })
      expect(priced, address).toEqual({
        kind: 'quote',
        quote: expect.objectContaining({ total: 349, promotion: false }),
      })
    }
    const booking = await stored(await book(golf))
    expect(booking.order).toMatchObject({ lines: [{ name: 'Stage 1', price: 349 }], total: 349 })
    const mail = composeMail('confirmation', booking, ctx).text
    expect(mail).toMatch(/Stage 1: €\s349\n/)
    expect(mail).not.toContain('actieprijs')
  })

  it('states the promotion price with the normal one beside it while it runs, the same everywhere', async () => {
    await setPromotion(true)
    const offer = await offerOf(golf)
    expect(offer).toEqual({
      price: 250,
      from: false,
      normalPrice: 349,
      promotionEnds: expect.stringMatching(/^2027-10-31/),
    })
    // The banner's figure is the card's.
    const banner = fillPromotionText(promotionText.nl, { promo: 250, normal: 499, until: '' })
    expect(banner).toContain(`€${offer.price} `)
    for (const address of [`/merken/${golf}`, `/de/merken/${golf}/stage-1`]) {
      const priced = await quoteForPage(t.payload, { address, options: '', locale: 'nl', now })
      expect(priced, address).toEqual({
        kind: 'quote',
        quote: expect.objectContaining({ total: 250, promotion: true, normalPrice: 349 }),
      })
    }
    const booking = await stored(await book(golf, (await optionIds(['Launch Control'])).join()))
    expect(booking.order).toMatchObject({ total: 325, promotion: true, normalPrice: 349 })
    const customer = composeMail('confirmation', booking, ctx).text
    expect(customer).toMatch(/Stage 1: €\s250 \(actieprijs, normaal €\s349\)/)
    expect(customer).toMatch(/Totaal incl\. BTW: €\s325/)
    const english = await stored(await book(golf, '', 'en'))
    expect(composeMail('confirmation', english, ctx).text).toMatch(
      /Stage 1: €250 \(offer price, normally €349\)/,
    )
    await setPromotion(false)
  })

  it('queues the refresh of the cached pages for the moment the promotion ends', async () => {
    await t.payload.updateGlobal({
      slug: 'promotion',
      data: { active: true, promoPrice: 250, normalPrice: 499, validUntil: '2099-10-31' },
    })
    const { docs } = await t.payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'promotionEnd' } },
      depth: 0,
    })
    const ends = promotionEndsAt({
      active: true,
      promoPrice: 250,
      normalPrice: 499,
      validUntil: '2099-10-31',
    })
    expect(docs.map((job) => job.waitUntil)).toContain(ends!.toISOString())
    await setPromotion(false)
  })

  it('sells no Stage 1 for an engine software cannot tune, in the visitor’s language', async () => {
    const [{ docs }] = await Promise.all([
      t.payload.find({ collection: 'engines', where: { path: { equals: plaid } }, depth: 0 }),
    ])
    expect(isTunable(docs[0]!)).toBe(false)
    const dutch = await book(plaid)
    expect(dutch.status).toBe(422)
    expect(dutch.body).toEqual({
      success: false,
      error: expect.stringContaining('niet te tunen met software'),
    })
    const english = await book(plaid, '', 'en')
    expect(english.body).toMatchObject({ error: expect.stringContaining('cannot be tuned') })
    const { totalDocs } = await t.payload.count({
      collection: 'bookings',
      where: { engine: { like: 'Plaid' } },
    })
    expect(totalDocs).toBe(0)
  })

  it('offers and prices only the options that fit the engine’s fuel', async () => {
    const { options } = await t.payload.findGlobal({ slug: 'pricing', locale: 'en', depth: 0 })
    expect(optionsFor(options ?? [], 'Electric').map((o) => o.name)).toEqual([
      'Speed limiter removal',
      'Launch Control',
    ])
    const pops = (await optionIds(['Pops & Bangs'])).join()
    const refused = await book(model3, pops, 'en')
    expect(refused.status).toBe(422)
    expect(refused.body).toMatchObject({ error: expect.stringContaining('fuel') })
    const petrol = await stored(await book(golf, pops))
    expect(petrol.order?.lines?.map((line) => line.name)).toEqual(['Stage 1', 'Pops & Bangs'])
    const electric = await stored(await book(model3, (await optionIds(['Launch Control'])).join()))
    expect(electric.order).toMatchObject({ total: 574 })
  })
})
