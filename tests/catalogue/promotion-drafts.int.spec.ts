import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { type SQLiteAdapter, sql } from '@payloadcms/db-sqlite'
import { _internal_jobSystemGlobals, type Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import type { User } from '@/payload-types'
import { jobsRunner } from '@/platform/jobs/runner'
import { payloadSecret } from '@/platform/secret'

const anonymous = { overrideAccess: false, user: null } as const
const day = 24 * 3600_000

type Migrations = Parameters<Payload['db']['migrate']>[0] extends { migrations?: infer M }
  ? M
  : never

/**
 * Promotion and Pricing with drafts and scheduled publish, on a database that held the live
 * values before versions existed (the state of every running workshop when this ships).
 */
describe('drafts and scheduled publish of the promotion and the prices', () => {
  let payload: Payload
  let dir: string
  let staff: { id: number; collection: 'users'; role: User['role'] }
  // The running site, as far as a job sees it: its revalidate endpoint.
  const siteCalls: { url?: string; authorization?: string }[] = []
  const site = http.createServer((request, response) => {
    siteCalls.push({ url: request.url, authorization: request.headers.authorization })
    response.end('{"revalidated":true}')
  })
  const port = process.env.PORT

  const run = (statement: ReturnType<typeof sql>) =>
    (payload.db as unknown as SQLiteAdapter).drizzle.run(statement)

  /** What the site's pages read (src/data): the Local API with its defaults. */
  const sitePromotion = async (locale: 'nl' | 'en' = 'nl') =>
    payload.findGlobal({ slug: 'promotion', locale, depth: 0 })

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chiptuning-drafts-'))
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve))
    process.env.PORT = String((site.address() as AddressInfo).port)
    process.env.DATABASE_URL = `file:${path.join(dir, 'test.db')}`
    process.env.DATABASE_PUSH = 'false'
    process.env.MEDIA_DIR = path.join(dir, 'media')
    const [{ default: config }, { getPayload }, { migrations }] = await Promise.all([
      import('@payload-config'),
      import('payload'),
      import('@/migrations'),
    ])
    payload = await getPayload({ config })
    const drafts = migrations.findIndex((m) => m.name.endsWith('promotion_pricing_drafts'))
    expect(drafts).toBeGreaterThan(0)
    await payload.db.migrate({ migrations: migrations.slice(0, drafts) as Migrations })
    // The live values as the seed left them, with their translations and option rows.
    await run(sql`INSERT INTO promotion (id, active, normal_price, promo_price, valid_until, updated_at, created_at)
      VALUES (1, 1, 499, 250, '2099-01-31T12:00:00.000Z', '2026-11-01T00:00:00.000Z', '2026-11-01T00:00:00.000Z')`)
    await run(sql`INSERT INTO promotion_locales (text, _locale, _parent_id)
      VALUES ('Actie: {promo}', 'nl', 1), ('Offer: {promo}', 'en', 1)`)
    await run(sql`INSERT INTO pricing (id, stage1_fallback, option_from, stage2_max_gain, result_page_engine,
      result_page_stock_hp, result_page_tuned_hp, result_page_stock_nm, result_page_tuned_nm, result_page_price,
      result_page_warranty_years, result_page_rating, result_page_review_count, updated_at, created_at)
      VALUES (1, 399, 50, 40, '2.0 TDI', 150, 190, 320, 400, 449, 2, 4.9, 120, '2026-11-01T00:00:00.000Z', '2026-11-01T00:00:00.000Z')`)
    await run(sql`INSERT INTO pricing_locales (result_page_duration, _locale, _parent_id)
      VALUES ('2 uur', 'nl', 1), ('2 hours', 'en', 1)`)
    await run(
      sql`INSERT INTO pricing_options (_order, _parent_id, id, price) VALUES (1, 1, 'option-1', 75)`,
    )
    await run(sql`INSERT INTO pricing_options_locales (name, description, _locale, _parent_id)
      VALUES ('EGR uit', 'Uitschakelen', 'nl', 'option-1'), ('EGR off', 'Switch off', 'en', 'option-1')`)
    await payload.db.migrate({ migrations: migrations as Migrations })
    const user = await payload.create({
      collection: 'users',
      data: { email: 'planner@example.nl', password: 'a-long-password' },
    })
    staff = { id: user.id, collection: 'users', role: user.role }
  })
  afterEach(() => {
    _internal_jobSystemGlobals.getCurrentDate = () => new Date()
  })
  afterAll(async () => {
    await payload?.destroy()
    site.close()
    if (port === undefined) delete process.env.PORT
    else process.env.PORT = port
    fs.rmSync(dir, { recursive: true, force: true })
  })

  it('keeps the live promotion and prices through the migration, readable by visitors', async () => {
    expect(await sitePromotion('en')).toMatchObject({ promoPrice: 250, text: 'Offer: {promo}' })
    const pricing = await payload.findGlobal({ slug: 'pricing', locale: 'en', ...anonymous })
    expect(pricing).toMatchObject({ stage1Fallback: 399, _status: 'published' })
    expect(pricing.resultPage.duration).toBe('2 hours')
    expect(pricing.options?.map((o) => [o.name, o.price])).toEqual([['EGR off', 75]])
    expect(await payload.findGlobal({ slug: 'promotion', ...anonymous })).toMatchObject({
      promoPrice: 250,
      _status: 'published',
    })
  })

  it('keeps a draft from the site and from anonymous REST readers, but shows it to staff', async () => {
    await payload.updateGlobal({
      slug: 'promotion',
      draft: true,
      data: { promoPrice: 199 },
      overrideAccess: false,
      user: { ...staff },
    })
    expect((await sitePromotion()).promoPrice).toBe(250)
    // `?draft=true` from a visitor: the published values, never the draft.
    const visitor = await payload.findGlobal({ slug: 'promotion', draft: true, ...anonymous })
    expect(visitor.promoPrice).toBe(250)
    await expect(
      payload.findGlobalVersions({ slug: 'promotion', ...anonymous }),
    ).rejects.toMatchObject({ status: 403 })
    const editor = await payload.findGlobal({
      slug: 'promotion',
      draft: true,
      overrideAccess: false,
      user: { ...staff },
    })
    expect(editor.promoPrice).toBe(199)
  })

  it('publishes the draft when its scheduled time has come and the queue runs', async () => {
    const goLive = new Date(Date.now() + 7 * day)
    // What the admin's "Schedule publish" queues (Payload's own task on the default queue).
    await payload.jobs.queue({
      task: 'schedulePublish',
      input: {
        type: 'publish',
        global: 'promotion',
        user: { relationTo: 'users', value: staff.id },
      },
      waitUntil: goLive,
    })
    // The queue the app's runner (and the worker) works every few seconds.
    const queue = jobsRunner([]).autoRun[0]!.queue
    siteCalls.length = 0
    await payload.jobs.run({ queue })
    expect((await sitePromotion()).promoPrice).toBe(250)
    expect(siteCalls).toEqual([])

    _internal_jobSystemGlobals.getCurrentDate = () => new Date(goLive.getTime() + 60_000)
    await payload.jobs.run({ queue })
    expect((await sitePromotion()).promoPrice).toBe(199)
    // The job runs outside any request: the site drops its cached promotion through its endpoint.
    expect(siteCalls).toEqual([
      {
        url: `/api/revalidate?tag=${encodeURIComponent('global:promotion')}`,
        authorization: `Bearer ${payloadSecret()}`,
      },
    ])
    expect(await sitePromotion('en')).toMatchObject({ text: 'Offer: {promo}' })
    const visitor = await payload.findGlobal({ slug: 'promotion', ...anonymous })
    expect(visitor).toMatchObject({ promoPrice: 199, _status: 'published' })
  })

  it('publishes a save without a draft flag (seed, scripts), so visitors can read it', async () => {
    await payload.updateGlobal({ slug: 'pricing', draft: true, data: { optionFrom: 60 } })
    await payload.updateGlobal({ slug: 'pricing', data: { stage2MaxGain: 45 } })
    const visitor = await payload.findGlobal({ slug: 'pricing', ...anonymous })
    expect(visitor).toMatchObject({ optionFrom: 60, stage2MaxGain: 45, _status: 'published' })
  })
})
