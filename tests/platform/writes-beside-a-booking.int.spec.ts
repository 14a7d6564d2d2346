import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { addDays, workshopToday } from '@/booking/rules/dates'

import { bookingRequest } from '../helpers/booking'
import {
  ensureProductionBuild,
  freshSeededDatabase,
  type ProductionServer,
  STAFF,
  startProductionServer,
} from '../helpers/production-server'
import { addressedTo, type MailServer, startMailServer } from '../helpers/smtp'

/**
 * Every kind of write Payload makes through its REST API, and every hook of ours it runs, while
 * a visitor's booking is posted: on SQLite one writer at a time, so a write that waited for
 * itself (Payload's forgot-password did, for 90 s) held every booking too. Each pair must finish
 * in seconds; 2 s is far above what either needs and far below a wait on the lock.
 */
const BOUND_MS = 2_000
const PORT = 3931

type Timed = { status: number; ms: number; body: string }

describe('writes through the REST API beside a booking, on SQLite', () => {
  let server: ProductionServer
  let mail: MailServer
  let auth: Record<string, string>
  let userId: number
  let day = 0

  const api = (path: string) => `${server.origin}/api/cms${path}`
  const timed = async (request: () => Promise<Response>): Promise<Timed> => {
    const started = Date.now()
    const response = await request()
    return { status: response.status, body: await response.text(), ms: Date.now() - started }
  }
  const json = (method: string, path: string, body?: unknown, headers = auth) =>
    fetch(api(path), {
      method,
      headers: { ...headers, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
  // The bookings spread over the coming three weeks (the demo closes at Christmas), so no day
  // is full.
  const postBooking = () =>
    fetch(`${server.origin}/api/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(
        bookingRequest({ appointmentDate: addDays(workshopToday(new Date()), 3 + (day++ % 20)) }),
      ),
    })

  /** Runs `write` and a booking side by side; both must be done within the bound. */
  async function besideABooking(write: () => Promise<Response>): Promise<Timed> {
    const [result, booking] = await Promise.all([timed(write), timed(postBooking)])
    expect(booking.status, booking.body).toBe(201)
    expect(booking.ms).toBeLessThan(BOUND_MS)
    expect(result.ms).toBeLessThan(BOUND_MS)
    return result
  }

  beforeAll(async () => {
    ensureProductionBuild()
    mail = await startMailServer()
    const database = freshSeededDatabase()
    server = await startProductionServer({
      port: PORT,
      databaseUrl: database.url,
      env: { SMTP_URL: mail.url, RATE_LIMIT_BOOKINGS: '1000', RATE_LIMIT_AVAILABILITY: '1000' },
    })
    const login = await json('POST', '/users/login', STAFF, {})
    const body = (await login.json()) as { token: string; user: { id: number } }
    auth = { authorization: `JWT ${body.token}` }
    userId = body.user.id
    const everyDay = Object.fromEntries(
      ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [
        d,
        20,
      ]),
    )
    // The booking rules' hooks (closing booked days, the rules cache) beside the first booking.
    const rules = await besideABooking(() =>
      json('POST', '/globals/booking-rules', { placesPerWeekday: everyDay, leadDays: 1 }),
    )
    expect(rules.status, rules.body).toBe(200)
  }, 300_000)

  afterAll(async () => {
    await server?.stop()
    await mail?.stop()
  })

  describe('staff sign-in', () => {
    it('login, a failed login, refresh and logout', async () => {
      expect((await besideABooking(() => json('POST', '/users/login', STAFF, {}))).status).toBe(200)
      const wrong = { email: STAFF.email, password: 'not-the-password' }
      expect((await besideABooking(() => json('POST', '/users/login', wrong, {}))).status).toBe(401)
      expect((await besideABooking(() => json('POST', '/users/refresh-token', {}))).status).toBe(
        200,
      )
      const session = (await (await json('POST', '/users/login', STAFF, {})).json()) as {
        token: string
      }
      const logout = await besideABooking(() =>
        json('POST', '/users/logout', {}, { authorization: `JWT ${session.token}` }),
      )
      expect(logout.status).toBe(200)
    })

    it('unlock, and verify (not enabled: answered without a write)', async () => {
      expect(
        (await besideABooking(() => json('POST', '/users/unlock', { email: STAFF.email }))).status,
      ).toBe(200)
      expect(
        (await besideABooking(() => json('POST', '/users/verify/not-a-token', {}))).status,
      ).toBeGreaterThanOrEqual(400)
    })

    it('forgot password mails an absolute link, which sets a new password', async () => {
      // A provider that takes seconds: the request never waits for it (the mail is queued),
      // so a staff address answers as fast as any other.
      mail.delayBy(2_500)
      const unknown = await besideABooking(() =>
        json('POST', '/users/forgot-password', { email: 'nobody@example.nl' }, {}),
      )
      const known = await besideABooking(() =>
        json('POST', '/users/forgot-password', { email: STAFF.email }, {}),
      )
      console.log(`forgot-password: unknown address ${unknown.ms} ms, staff's ${known.ms} ms`)
      // The same answer for an address that is not staff's.
      expect(known.status).toBe(200)
      expect(unknown).toMatchObject({ status: known.status, body: known.body })
      const reset = await mail.waitFor((m) => addressedTo(m, STAFF.email))
      const link = /https?:\/\/[^\s"<]+\/admin\/reset\/([0-9a-f]+)/.exec(reset.text ?? '')
      expect(link?.[0]).toMatch(new RegExp(`^http://localhost:${PORT}/admin/reset/`))
      expect(reset.html).toContain(`href="${link![0]}"`)
      mail.delayBy(0)
      const password = 'a-new-password-for-staff'
      const done = await besideABooking(() =>
        json('POST', '/users/reset-password', { token: link![1], password }, {}),
      )
      expect(done.status, done.body).toBe(200)
      const login = await json('POST', '/users/login', { email: STAFF.email, password }, {})
      expect(login.status).toBe(200)
      // Back to the password the other tests use; a new password ends every older session.
      const token = ((await login.json()) as { token: string }).token
      const me = await json('PATCH', `/users/${userId}`, STAFF, { authorization: `JWT ${token}` })
      expect(me.status).toBe(200)
      const again = (await (await json('POST', '/users/login', STAFF, {})).json()) as {
        token: string
      }
      auth = { authorization: `JWT ${again.token}` }
    })
  })

  describe('documents', () => {
    it('create, update, duplicate, update many, delete (a collection with revalidation hooks)', async () => {
      const faq = { question: 'Een vraag?', answer: 'Een antwoord.', order: 1 }
      const created = await besideABooking(() => json('POST', '/faqs', faq))
      expect(created.status, created.body).toBe(201)
      const id = (JSON.parse(created.body) as { doc: { id: number } }).doc.id
      expect((await besideABooking(() => json('PATCH', `/faqs/${id}`, { order: 2 }))).status).toBe(
        200,
      )
      expect((await besideABooking(() => json('POST', `/faqs/${id}/duplicate`, {}))).status).toBe(
        200,
      )
      const many = `/faqs?where[question][equals]=${encodeURIComponent(faq.question)}`
      expect((await besideABooking(() => json('PATCH', many, { order: 3 }))).status).toBe(200)
      expect((await besideABooking(() => json('DELETE', many))).status).toBe(200)
    })

    it('an upload with its resized copy', async () => {
      const png = await sharp({
        create: { width: 300, height: 300, channels: 3, background: '#e84e0f' },
      })
        .png()
        .toBuffer()
      const form = new FormData()
      form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'logo.png')
      form.append('_payload', JSON.stringify({ alt: 'Logo' }))
      const upload = await besideABooking(() =>
        fetch(api('/media'), { method: 'POST', headers: auth, body: form }),
      )
      expect(upload.status, upload.body).toBe(201)
    })

    it('the catalogue: an engine price, a brand rename that moves its pages, a redirect', async () => {
      const engines = (await (await json('GET', '/engines?limit=1&depth=0')).json()) as {
        docs: { id: number; price: number }[]
      }
      const engine = engines.docs[0]!
      const price = await besideABooking(() =>
        json('PATCH', `/engines/${engine.id}`, { price: engine.price + 10 }),
      )
      expect(price.status, price.body).toBe(200)
      const brands = (await (await json('GET', '/brands?where[slug][equals]=audi')).json()) as {
        docs: { id: number }[]
      }
      const renamed = await besideABooking(() =>
        json('PATCH', `/brands/${brands.docs[0]!.id}`, { slug: 'audi-tuning' }),
      )
      expect(renamed.status, renamed.body).toBe(200)
      const redirect = await besideABooking(() =>
        json('POST', '/redirects', { from: '/merken/oud-merk', to: '/merken/audi-tuning' }),
      )
      expect(redirect.status, redirect.body).toBe(201)
    })

    it('a catalogue import: its upload, its apply; a model with engines cannot be deleted', async () => {
      const csv = [
        'brand,model,year,fuel,engine,stock_power_hp,stage1_power_hp,stock_torque_nm,stage1_torque_nm,ecu,price',
        'Audi,A1,2010-2014,Petrol,1.2 TFSI 86hp,86,114,160,210,Continental Simos 10,319',
      ].join('\n')
      const form = new FormData()
      form.append('file', new Blob([csv], { type: 'text/csv' }), 'prijzen.csv')
      form.append('_payload', JSON.stringify({ staleAction: 'keep' }))
      const upload = await besideABooking(() =>
        fetch(api('/catalogue-imports'), { method: 'POST', headers: auth, body: form }),
      )
      expect(upload.status, upload.body).toBe(201)
      const id = (JSON.parse(upload.body) as { doc: { id: number } }).doc.id
      const statusOf = async () =>
        (
          (await (await json('GET', `/catalogue-imports/${id}?depth=0`)).json()) as {
            status: string
          }
        ).status
      const until = async (status: string) => {
        for (let tries = 0; tries < 60 && (await statusOf()) !== status; tries++)
          await new Promise((resolve) => setTimeout(resolve, 500))
        expect(await statusOf()).toBe(status)
      }
      await until('previewed')
      const apply = await besideABooking(() => json('POST', `/catalogue-imports/${id}/apply`, {}))
      expect(apply.status, apply.body).toBe(200)
      await until('applied')
      const models = (await (await json('GET', '/models?limit=1&depth=0')).json()) as {
        docs: { id: number }[]
      }
      const refused = await besideABooking(() => json('DELETE', `/models/${models.docs[0]!.id}`))
      expect(refused.status).toBeGreaterThanOrEqual(400)
      expect(refused.status).toBeLessThan(500)
    })

    it('a draft, its publication and a restored version (a global with versions)', async () => {
      const promotion = { active: true, normalPrice: 595, promoPrice: 495 }
      const draft = await besideABooking(() =>
        json('POST', '/globals/promotion?draft=true', { ...promotion, _status: 'draft' }),
      )
      expect(draft.status, draft.body).toBe(200)
      const published = await besideABooking(() =>
        json('POST', '/globals/promotion', { ...promotion, _status: 'published' }),
      )
      expect(published.status, published.body).toBe(200)
      const versions = (await (
        await json('GET', '/globals/promotion/versions?limit=5')
      ).json()) as {
        docs: { id: number }[]
      }
      const restored = await besideABooking(() =>
        json('POST', `/globals/promotion/versions/${versions.docs.at(-1)!.id}`, {}),
      )
      expect(restored.status, restored.body).toBe(200)
    })

    it("a staff booking, its confirmation (the lifecycle's mails) and a mail sent again", async () => {
      const created = await besideABooking(() =>
        json('POST', '/bookings', {
          ...bookingRequest({ appointmentDate: addDays(workshopToday(new Date()), 50) }),
          status: 'new',
        }),
      )
      expect(created.status, created.body).toBe(201)
      const booking = (JSON.parse(created.body) as { doc: { id: number; updatedAt: string } }).doc
      const confirmed = await besideABooking(() =>
        json('PATCH', `/bookings/${booking.id}`, { status: 'confirmed' }),
      )
      expect(confirmed.status, confirmed.body).toBe(200)
      const mails = (await (
        await json('GET', `/booking-mails?where[booking][equals]=${booking.id}&depth=0`)
      ).json()) as { docs: { id: number }[] }
      const again = await besideABooking(() =>
        json('PATCH', `/booking-mails/${mails.docs[0]!.id}`, { resend: true }),
      )
      expect(again.status, again.body).toBe(200)
    })
  })

  describe("Payload's own collections", () => {
    it('a document lock, a preference, a run of the jobs queue', async () => {
      const faqs = (await (await json('GET', '/faqs?limit=1&depth=0')).json()) as {
        docs: { id: number }[]
      }
      const lock = await besideABooking(() =>
        json('POST', '/payload-locked-documents', {
          document: { relationTo: 'faqs', value: faqs.docs[0]!.id },
          user: { relationTo: 'users', value: userId },
        }),
      )
      expect(lock.status, lock.body).toBe(201)
      const preference = await besideABooking(() =>
        json('POST', '/payload-preferences/nav', { value: { open: true } }),
      )
      expect(preference.status, preference.body).toBe(200)
      const run = await besideABooking(() => json('GET', '/payload-jobs/run?queue=default'))
      expect(run.status, run.body).toBe(200)
    })
  })
})
