import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { besideABookingSite } from './beside-a-booking'
import { bookingRequest, openDemoDay } from '../helpers/booking'

/**
 * Writes to documents, and to Payload's own collections, through the REST API beside a
 * visitor's booking, on SQLite (why: see beside-a-booking.ts). Staff sign-in is in
 * writes-beside-a-booking-sign-in.int.spec.ts.
 */
const PORT = 3934

describe('writes through the REST API beside a booking, on SQLite', () => {
  const { auth, user, api, json, besideABooking } = besideABookingSite(PORT)

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
          ...bookingRequest({ appointmentDate: openDemoDay(50) }),
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
          user: { relationTo: 'users', value: user.id },
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
