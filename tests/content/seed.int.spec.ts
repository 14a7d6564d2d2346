import fs from 'node:fs'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { resolveEngineAddress } from '@/catalogue/rules/engine-address'
import { powerSlug } from '@/catalogue/rules/slug'

import { seed, type SeedReport } from '../../seed/lib/seed'
import { startPayload, type TestPayload } from '../helpers/payload'

describe('seed of the demo workshop', () => {
  let t: TestPayload
  let first: SeedReport
  beforeAll(async () => {
    t = await startPayload()
    first = await seed(t.payload, {
      adminEmail: 'staff@example.nl',
      adminPassword: 'a-long-password',
      now: new Date('2026-11-22T10:00:00Z'),
    })
  })
  afterAll(async () => {
    await t?.cleanup()
  })

  it('creates the 85 brands of the overview in every category', async () => {
    const brands = await t.payload.find({ collection: 'brands', pagination: false, depth: 0 })
    expect(brands.totalDocs).toBe(85)
    expect(new Set(brands.docs.map((b) => b.category))).toEqual(
      new Set(['cars', 'commercial', 'trucks', 'agriculture', 'motorcycles', 'marine']),
    )
    const names = brands.docs.map((b) => b.name)
    for (const name of ['Acura', 'Alfa Romeo', 'Citroën', 'DS', 'Ferrari', 'Scania'])
      expect(names).toContain(name)
    expect(brands.docs.find((b) => b.name === 'Citroën')?.slug).toBe('citroen')
  })

  it('leads every engine link of every year page, and every short "{hp}pk" address, to an engine or a choice', async () => {
    const { docs } = await t.payload.find({
      collection: 'engines',
      pagination: false,
      depth: 0,
      select: { path: true, slug: true, stockHp: true, buildYear: true },
    })
    const byYear = new Map<unknown, { path: string; slug: string; stockHp: number }[]>()
    for (const doc of docs)
      byYear.set(doc.buildYear, [
        ...(byYear.get(doc.buildYear) ?? []),
        { path: doc.path ?? '', slug: doc.slug, stockHp: doc.stockHp },
      ])
    let choices = 0
    for (const engines of byYear.values()) {
      for (const engine of engines) {
        expect(engine.path.endsWith(`/${engine.slug}`), engine.path).toBe(true)
        expect(resolveEngineAddress(engines, engine.slug), engine.path).toEqual({
          kind: 'engine',
          engine,
        })
        const short = resolveEngineAddress(engines, powerSlug(engine.stockHp))
        expect(short.kind, `${engine.path} as ${powerSlug(engine.stockHp)}`).not.toBe('none')
        if (short.kind === 'choice') {
          expect(short.engines).toContain(engine)
          choices++
        }
      }
    }
    expect(docs.length).toBeGreaterThan(3000)
    const leon = byYear.get(
      docs.find((doc) => doc.path?.startsWith('seat/leon-st/2017-2020/'))?.buildYear,
    )
    expect(resolveEngineAddress(leon ?? [], '150pk')).toMatchObject({
      kind: 'choice',
      stockHp: 150,
    })
    expect(choices).toBeGreaterThan(0)
  })

  it('imports the demo catalogue: 40+ brands with models, 3,000+ engines, truck torque in thousands', async () => {
    const engines = await t.payload.count({ collection: 'engines' })
    expect(engines.totalDocs).toBeGreaterThanOrEqual(3000)
    const models = await t.payload.find({
      collection: 'models',
      pagination: false,
      depth: 0,
      select: { brand: true },
    })
    expect(new Set(models.docs.map((m) => m.brand)).size).toBeGreaterThanOrEqual(40)
    const truck = await t.payload.find({
      collection: 'engines',
      where: { path: { like: 'scania/' } },
      sort: '-stockNm',
      limit: 1,
    })
    expect(truck.docs[0]?.stockNm).toBeGreaterThan(1000)
    expect(first.catalogue?.skipped.length).toBeGreaterThan(0)
  })

  it('leaves brands without rows in place for the "informatie wordt toegevoegd" state', async () => {
    const models = await t.payload.find({
      collection: 'models',
      pagination: false,
      depth: 0,
      select: { brand: true },
    })
    const withModels = new Set(models.docs.map((m) => m.brand))
    const brands = await t.payload.find({ collection: 'brands', pagination: false, depth: 0 })
    expect(brands.docs.filter((b) => !withModels.has(b.id)).length).toBeGreaterThan(0)
  })

  it('fills the globals with the spec values', async () => {
    const settings = await t.payload.findGlobal({ slug: 'site-settings' })
    expect(settings.onSiteFeePerKm).toBe(0.7)
    expect(settings.openingHours?.map((h) => `${h.day} ${h.opens}-${h.closes}`)).toEqual([
      'monday 09:00-18:00',
      'tuesday 09:00-18:00',
      'wednesday 09:00-18:00',
      'thursday 09:00-18:00',
      'friday 09:00-18:00',
      'saturday 09:00-13:00',
    ])
    const promotion = await t.payload.findGlobal({ slug: 'promotion' })
    expect(promotion).toMatchObject({ normalPrice: 499, promoPrice: 250 })
    expect(promotion.validUntil?.slice(0, 10)).toBe('2027-10-31')
    const pricing = await t.payload.findGlobal({ slug: 'pricing', locale: 'en' })
    expect(pricing).toMatchObject({ stage1Fallback: 299, optionFrom: 50 })
    expect(pricing.options?.map((o) => o.name)).toContain('Speed limiter removal')
    const rules = await t.payload.findGlobal({ slug: 'booking-rules' })
    expect(rules.placesPerWeekday).toMatchObject({ monday: 2, friday: 2, saturday: 1, sunday: 0 })
    // Each language's reason lands on its own closed day, not on new rows.
    const rulesDe = await t.payload.findGlobal({ slug: 'booking-rules', locale: 'de' })
    const days = (doc: typeof rules) =>
      doc.closedDates?.map((d) => `${d.from.slice(0, 10)} ${d.reason}`)
    expect(days(rules)).toEqual([
      '2026-12-25 Kerst',
      '2027-01-01 Nieuwjaarsdag',
      '2027-04-27 Koningsdag',
    ])
    expect(days(rulesDe)).toEqual([
      '2026-12-25 Weihnachten',
      '2027-01-01 Neujahr',
      '2027-04-27 Königstag',
    ])
  })

  it('seeds FAQs and pages in three languages and one staff user', async () => {
    const faqNl = await t.payload.find({
      collection: 'faqs',
      locale: 'nl',
      sort: 'order',
      limit: 1,
    })
    const faqDe = await t.payload.findByID({
      collection: 'faqs',
      id: faqNl.docs[0]!.id,
      locale: 'de',
    })
    expect(faqNl.docs[0]?.question).not.toBe(faqDe.question)
    const terms = await t.payload.find({
      collection: 'pages',
      where: { slug: { equals: 'algemene-voorwaarden' } },
      locale: 'en',
    })
    expect(terms.docs[0]?.title).toBe('Terms and conditions')
    const local = await t.payload.count({
      collection: 'pages',
      where: { kind: { equals: 'local' } },
    })
    expect(local.totalDocs).toBe(23)
    const users = await t.payload.find({ collection: 'users' })
    expect(users.docs.map((u) => u.email)).toEqual(['staff@example.nl'])
  })

  it('is safe to run again: nothing new is created', async () => {
    const counts = async () =>
      Promise.all(
        (['brands', 'models', 'engines', 'faqs', 'pages', 'users'] as const).map(
          async (c) => (await t.payload.count({ collection: c })).totalDocs,
        ),
      )
    const before = await counts()
    const again = await seed(t.payload, { adminEmail: 'other@example.nl' })
    expect(again.created).toEqual([])
    expect(again.catalogue?.engines.created).toBe(0)
    expect(await counts()).toEqual(before)
  })

  it('ships a demo CSV that exercises every import rule', () => {
    const csv = fs.readFileSync('seed/demo-catalogue.csv', 'utf8')
    expect(csv).toMatch(/^\/[A-Z]/m) // leading slash on a brand
    expect(csv).toMatch(/"[^"]*,[^"]*"/) // quoted field with a comma
    expect(csv).toMatch(/,nan(,|$)/m)
    expect(csv).toMatch(/Not Possible/)
  })
})
