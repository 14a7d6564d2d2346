import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import type { FormAnswer } from '@/kit/forms/answer'
import { ANSWER_COOKIE, openAnswer } from '@/kit/forms/answer-cookie'

import { bookingRequest, bookingSetup, comingTuesday } from '../helpers/booking'
import { startPayload, type TestPayload } from '../helpers/payload'
import { postBooking } from '../helpers/post-booking'

type Route = (request: Request) => Promise<Response>

/**
 * The forms as a browser without script posts them: the same schema, service and limits as
 * the JSON endpoints, answered with a 303 to the answer page and the answer in a signed cookie.
 */
describe('forms posted without script', () => {
  let t: TestPayload
  let booking: Route
  let request: Route
  let waitlist: Route
  const FULL = comingTuesday(2)
  const FREE = comingTuesday(3)

  beforeAll(async () => {
    vi.stubEnv('TRUST_PROXY', '1')
    t = await startPayload()
    await bookingSetup(t.payload, 1)
    ;({ POST: booking } = await import('@/app/api/forms/booking/route'))
    ;({ POST: request } = await import('@/app/api/forms/request/route'))
    ;({ POST: waitlist } = await import('@/app/api/forms/waitlist/route'))
    expect((await postBooking(t.payload, bookingRequest({ appointmentDate: FULL }))).status).toBe(
      201,
    )
  })
  afterAll(async () => {
    vi.unstubAllEnvs()
    await t?.cleanup()
  })

  let client = 0
  const post = (
    route: Route,
    fields: Record<string, string>,
    headers: Record<string, string> = {},
  ) =>
    route(
      new Request('http://localhost:3000/api/forms/x', {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'x-forwarded-for': `203.0.113.${++client}`,
          host: 'localhost:3000',
          origin: 'http://localhost:3000',
          ...headers,
        },
        body: new URLSearchParams(fields).toString(),
      }),
    )
  const answerOf = (response: Response): FormAnswer | null => {
    expect(response.status).toBe(303)
    const cookie = response.headers.get('set-cookie') ?? ''
    expect(cookie).toContain('HttpOnly')
    return openAnswer(new RegExp(`${ANSWER_COOKIE}=([^;]+)`).exec(cookie)?.[1])
  }
  let n = 0
  const customer = () => ({
    customerName: 'Eva Jansen',
    customerEmail: `eva.form.${++n}@example.nl`,
    customerPhone: '0612345678',
    licensePlate: 'xz-123-b',
    brand: 'Audi',
    model: 'A4',
  })

  it('books through createBooking and sends the visitor to the answer page in their language', async () => {
    const fields = { ...customer(), appointmentDate: FREE, termsAccepted: 'on', locale: 'en' }
    const response = await post(booking, fields)
    expect(response.headers.get('location')).toBe('/en/verzonden')
    expect(answerOf(response)).toEqual({ form: 'booking', ok: true, date: FREE })
    const { docs } = await t.payload.find({
      collection: 'bookings',
      where: { customerEmail: { equals: fields.customerEmail } },
      depth: 0,
    })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({ appointmentDate: FREE, licensePlate: 'XZ-123-B', locale: 'en' })
  })

  it('a full day is refused with the endpoint’s message, its waitlist offered, the values kept', async () => {
    const fields = { ...customer(), appointmentDate: FULL, termsAccepted: 'on', website: '' }
    const answer = answerOf(await post(booking, fields))
    expect(answer).toMatchObject({
      form: 'booking',
      ok: false,
      full: true,
      message: 'Geen beschikbare plaatsen voor deze datum.',
      values: { customerName: 'Eva Jansen', appointmentDate: FULL },
    })
    expect(answer && !answer.ok && 'website' in answer.values).toBe(false)

    const joined = answerOf(
      await post(waitlist, {
        date: FULL,
        name: 'Eva',
        email: fields.customerEmail,
        vehicle: 'Audi A4',
      }),
    )
    expect(joined).toEqual({ form: 'waitlist', ok: true, date: FULL, position: 1 })
  })

  it('refuses what the schema refuses, in the visitor’s language, and stores nothing', async () => {
    const before = (await t.payload.count({ collection: 'requests' })).totalDocs
    const answer = answerOf(
      await post(request, {
        name: '',
        email: 'eva@example.nl',
        phone: '06',
        licensePlate: 'XZ-1',
        locale: 'de',
      }),
    )
    expect(answer).toMatchObject({
      form: 'request',
      ok: false,
      message: 'Geben Sie Ihren Namen ein.',
      values: { email: 'eva@example.nl' },
    })
    expect((await t.payload.count({ collection: 'requests' })).totalDocs).toBe(before)
  })

  it('stores a request as the JSON endpoint does', async () => {
    const email = `anna.form.${Date.now()}@example.de`
    const fields = {
      kind: 'contact',
      name: 'Anna',
      email,
      phone: '06',
      licensePlate: 'xz-1',
      page: '/contact',
    }
    expect(answerOf(await post(request, fields))).toEqual({ form: 'request', ok: true })
    const { docs } = await t.payload.find({
      collection: 'requests',
      where: { email: { equals: email } },
    })
    expect(docs[0]).toMatchObject({
      kind: 'contact',
      page: '/contact',
      licensePlate: 'XZ-1',
      locale: 'nl',
    })
  })

  it('refuses a form from another site, a body that is no form and one too large, before any work', async () => {
    const fields = { name: 'Eva', email: 'eva@example.nl', phone: '06', licensePlate: 'XZ-1' }
    expect((await post(request, fields, { origin: 'https://elsewhere.example' })).status).toBe(403)
    expect((await post(request, fields, { origin: 'null' })).status).toBe(403)
    expect((await post(request, fields, { 'content-type': 'text/plain' })).status).toBe(415)
    expect((await post(request, { ...fields, message: 'x'.repeat(11_000) })).status).toBe(413)
  })
})
