import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { addDays } from '@/kit/format/dates'

import { bookingSetup, comingTuesday } from '../helpers/booking'
import { startPayload, type TestPayload } from '../helpers/payload'

/**
 * Requests from the contact form, the Stage 2 quote and personal advice: stored, mailed to the
 * workshop and confirmed to the visitor through the outbox, and booked by staff in one step.
 */
describe('visitor requests', () => {
  let t: TestPayload
  let POST: (request: Request) => Promise<Response>

  beforeAll(async () => {
    // Each request from its own client address (behind the proxy): the limit of 5 a minute per
    // client is tested on its own below.
    vi.stubEnv('TRUST_PROXY', '1')
    t = await startPayload()
    await bookingSetup(t.payload)
    ;({ POST } = await import('@/app/api/requests/route'))
  })
  afterAll(async () => {
    vi.unstubAllEnvs()
    await t?.cleanup()
  })

  let key = 0
  const body = (extra: Record<string, unknown> = {}) => ({
    kind: 'stage2',
    name: 'Anna Schmidt',
    email: 'anna@example.de',
    phone: '+49 170 1234567',
    licensePlate: 'kle-ab-12',
    brand: 'Audi',
    model: 'A4',
    buildYear: '2015-2019',
    engine: '2.0 TDI 150pk',
    horsepower: '150',
    message: 'Was kostet Stage 2?',
    page: '/de/merken/audi/a4/2015-2019/150pk',
    locale: 'de',
    idempotencyKey: `request-key-${++key}-${Date.now()}`,
    ...extra,
  })
  let client = 0
  const post = (data: unknown, headers: Record<string, string> = {}) =>
    POST(
      new Request('http://localhost/api/requests', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': `198.51.100.${++client}`,
          ...headers,
        },
        body: JSON.stringify(data),
      }),
    )
  const mailsOf = async (requestId: number | string) =>
    (
      await t.payload.find({
        collection: 'booking-mails',
        where: { request: { equals: requestId } },
        sort: 'kind',
        depth: 0,
      })
    ).docs

  it('stores a request with its mails to the workshop and to the visitor, in their language', async () => {
    const response = await post(body())
    expect(response.status).toBe(201)
    const { requestId } = (await response.json()) as { requestId: number }
    const stored = await t.payload.findByID({ collection: 'requests', id: requestId })
    expect(stored).toMatchObject({
      kind: 'stage2',
      status: 'new',
      licensePlate: 'KLE-AB-12',
      vehicle: 'Audi A4 2015-2019 2.0 TDI 150pk 150 pk',
      locale: 'de',
      page: '/de/merken/audi/a4/2015-2019/150pk',
    })
    const [notice, received] = await mailsOf(requestId)
    const settings = await t.payload.findGlobal({ slug: 'site-settings' })
    // A Stage 2 quote goes to the appointment mailbox, in Dutch, with a link to the admin.
    expect(notice).toMatchObject({ kind: 'requestNotice', to: settings.appointmentEmail })
    expect(notice!.subject).toBe('Nieuwe aanvraag (Offerte Stage 2) van Anna Schmidt')
    expect(notice!.text).toContain(`/admin/collections/requests/${requestId}`)
    expect(received).toMatchObject({ kind: 'requestReceived', to: 'anna@example.de' })
    expect(received!.subject).toBe('Wir haben Ihre Anfrage erhalten')
    expect(received!.text).toContain('Was kostet Stage 2?')
  })

  it('answers a repeated request with the first one and stores nothing twice', async () => {
    const once = body({ kind: 'contact' })
    const first = (await (await post(once)).json()) as { requestId: number }
    const again = await post(once)
    expect(again.status).toBe(200)
    expect(await again.json()).toEqual({ success: true, requestId: first.requestId })
    const { totalDocs } = await t.payload.count({
      collection: 'requests',
      where: { idempotencyKey: { equals: once.idempotencyKey } },
    })
    expect(totalDocs).toBe(1)
    expect(await mailsOf(first.requestId)).toHaveLength(2)
  })

  it('keeps nothing a bot sends through the hidden field', async () => {
    const before = (await t.payload.count({ collection: 'requests' })).totalDocs
    const answer = await post(body({ website: 'https://spam.example' }))
    expect(answer.status).toBe(200)
    expect((await t.payload.count({ collection: 'requests' })).totalDocs).toBe(before)
  })

  it("refuses bad input with the field and a message in the visitor's language", async () => {
    const answer = await post(body({ email: 'niet-een-adres' }), { cookie: 'NEXT_LOCALE=nl' })
    expect(answer.status).toBe(400)
    // The language the form was sent in, not the cookie's.
    expect(await answer.json()).toEqual({
      success: false,
      error: 'Geben Sie eine gültige E-Mail-Adresse ein.',
      field: 'email',
    })
    const english = await post(body({ phone: '', locale: 'en' }))
    expect(await english.json()).toMatchObject({
      field: 'phone',
      error: 'Enter your phone number.',
    })
    const foreignPage = await post(body({ page: 'https://evil.example/' }))
    expect(foreignPage.status).toBe(400)
  })

  const invalidCharacters = {
    nl: 'Dit veld bevat ongeldige tekens.',
    en: 'This field contains invalid characters.',
    de: 'Dieses Feld enthält ungültige Zeichen.',
  } as const
  // A NUL cut the stored message off ("Hi "); a line break in the name reached the workshop's
  // mail subject; a bidi override reversed what staff read.
  it.each([
    ['a NUL in the message', 'message', 'Hi \u0000 ik wil graag een afspraak'],
    ['CRLF in the name', 'name', 'Anna\r\nBcc: evil@example.com'],
    ['a right-to-left override in the name', 'name', 'Anna \u202etdimhcS'],
    ['a NUL in the phone number', 'phone', '0612345678\u0000'],
    ['a line break in the brand', 'brand', 'Audi\nX-Header: 1'],
    ['a bidi isolate in the plate', 'licensePlate', '\u2066KLE-AB-12\u2069'],
  ])('refuses %s with the field and its message, storing and mailing nothing', async (...c) => {
    const [, field, value] = c
    const stored = async () =>
      Promise.all([
        t.payload.count({ collection: 'requests' }),
        t.payload.count({ collection: 'booking-mails' }),
      ]).then((counts) => counts.map((count) => count.totalDocs))
    const before = await stored()
    for (const locale of ['nl', 'en', 'de'] as const) {
      const answer = await post(body({ [field]: value, locale }))
      expect(answer.status).toBe(400)
      expect(await answer.json()).toEqual({
        success: false,
        error: invalidCharacters[locale],
        field,
      })
    }
    expect(await stored()).toEqual(before)
  })

  it('keeps the lines of a message, with one kind of line end, and tabs', async () => {
    const answer = await post(body({ message: 'Hallo,\r\n\r\n\tStage 2 graag.\rAnna' }))
    expect(answer.status).toBe(201)
    const { requestId } = (await answer.json()) as { requestId: number }
    const request = await t.payload.findByID({ collection: 'requests', id: requestId })
    expect(request.message).toBe('Hallo,\n\n\tStage 2 graag.\nAnna')
  })

  it('books a request in one step, and refuses a day that cannot be booked with its reason', async () => {
    const { requestId } = (await (await post(body({ kind: 'advice' }))).json()) as {
      requestId: number
    }
    const staff = await t.payload.create({
      collection: 'users',
      data: { email: 'staff-requests@example.nl', password: 'een-lang-wachtwoord' },
    })
    const day = comingTuesday(3)
    const booked = await t.payload.update({
      collection: 'requests',
      id: requestId,
      data: { bookOn: day },
      user: staff,
      overrideAccess: false,
    })
    expect(booked).toMatchObject({ status: 'booked', bookOn: null })
    const booking = await t.payload.findByID({
      collection: 'bookings',
      id: typeof booked.booking === 'object' ? booked.booking!.id : booked.booking!,
    })
    expect(booking).toMatchObject({
      appointmentDate: day,
      status: 'confirmed',
      customerEmail: 'anna@example.de',
      licensePlate: 'KLE-AB-12',
      locale: 'de',
    })
    const other = (await (await post(body({ kind: 'contact' }))).json()) as { requestId: number }
    // Sundays have no places in these rules.
    await expect(
      t.payload.update({
        collection: 'requests',
        id: other.requestId,
        data: { bookOn: addDays(day, 5) },
        user: staff,
        overrideAccess: false,
      }),
    ).rejects.toThrow(/gesloten/)
    expect((await t.payload.findByID({ collection: 'requests', id: other.requestId })).status).toBe(
      'new',
    )
  })

  it('takes 5 requests a minute from one client, then answers 429 in its language', async () => {
    const same = { 'x-forwarded-for': '203.0.113.50' }
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) statuses.push((await post(body({ locale: 'en' }), same)).status)
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429])
  })
})
