import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { cancelByCustomer, findManagedBooking, moveByCustomer } from '@/booking/server/manage'

import { bookingRequest, bookingSetup, comingTuesday } from '../helpers/booking'
import { startPayload, type TestPayload } from '../helpers/payload'
import { postBooking } from '../helpers/post-booking'

const FULL = comingTuesday(2)
const FREE = comingTuesday(3)
const locales = ['nl', 'en', 'de'] as const
const bookingMessage = {
  nl: 'Een van de velden bevat ongeldige tekens.',
  en: 'One of the fields contains invalid characters.',
  de: 'Eines der Felder enthält ungültige Zeichen.',
}
const waitlistMessage = {
  nl: 'Deze invoer bevat ongeldige tekens.',
  en: 'This entry contains invalid characters.',
  de: 'Diese Eingabe enthält ungültige Zeichen.',
}
/** A NUL, a line break in a one-line field, a right-to-left override. */
const bad = ['Bram\u0000', 'Bram\r\nBcc: evil@example.com', 'Bram \u202eseirV'] as const

/**
 * The visitors' text rule at the booking doors: the booking and waitlist endpoints and the
 * manage link (the waitlist offer's form: waitlist.int.spec.ts). Refused in the visitor's
 * language, nothing stored.
 */
describe('control characters at the booking endpoints', () => {
  let t: TestPayload
  let bookings: (request: Request) => Promise<Response>
  let waitlist: (request: Request) => Promise<Response>
  let manageToken = ''

  let client = 0
  const post = (route: typeof bookings, path: string, body: Record<string, unknown>) =>
    route(
      new Request(`http://localhost/api/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `192.0.2.${++client}` },
        body: JSON.stringify(body),
      }),
    )
  const count = async (collection: 'bookings' | 'waitlist' | 'booking-mails') =>
    (await t.payload.count({ collection })).totalDocs

  beforeAll(async () => {
    vi.stubEnv('TRUST_PROXY', '1')
    t = await startPayload()
    await bookingSetup(t.payload, 1)
    ;({ POST: bookings } = await import('@/app/api/bookings/route'))
    ;({ POST: waitlist } = await import('@/app/api/waitlist/route'))
    const full = await postBooking(t.payload, bookingRequest({ appointmentDate: FULL }))
    expect(full.status).toBe(201)
    const { docs } = await t.payload.find({
      collection: 'booking-mails',
      where: {
        and: [{ booking: { equals: full.body.bookingId! } }, { kind: { equals: 'confirmation' } }],
      },
      depth: 0,
    })
    manageToken = /\/afspraak\/beheren\/([\w-]{43})/.exec(docs[0]?.text ?? '')?.[1] ?? ''
  })
  afterAll(async () => {
    vi.unstubAllEnvs()
    await t?.cleanup()
  })

  it('POST /api/bookings refuses each, in the visitor’s language, and books nothing', async () => {
    const before = await count('bookings')
    for (const [field, value] of [
      ...bad.map((name) => ['customerName', name] as const),
      ['licensePlate', '\u2066AB-123-C\u2069'] as const,
      ['notes', 'Graag \u202ekoffie'] as const,
    ])
      for (const locale of locales) {
        const answer = await post(bookings, 'bookings', {
          ...bookingRequest({ appointmentDate: FREE }),
          [field]: value,
          locale,
        })
        expect(answer.status, `${field} ${JSON.stringify(value)}`).toBe(400)
        expect(await answer.json()).toEqual({ success: false, error: bookingMessage[locale] })
      }
    expect(await count('bookings')).toBe(before)
  })

  it('POST /api/waitlist refuses each in name, address and vehicle, and keeps no entry', async () => {
    const before = { entries: await count('waitlist'), mails: await count('booking-mails') }
    const join = (change: Record<string, string>, locale: string) =>
      post(waitlist, 'waitlist', {
        date: FULL,
        name: 'Bram',
        email: 'bram@example.nl',
        vehicle: 'Audi A4',
        locale,
        ...change,
      })
    const changes: Record<string, string>[] = [
      ...bad.map((name) => ({ name })),
      { email: 'bram@example.nl\r\nBcc: evil@example.com' },
      { vehicle: 'Audi \u0000A4' },
      { vehicle: 'Audi\u202e 4A' },
    ]
    for (const change of changes)
      for (const locale of locales) {
        const answer = await join(change, locale)
        expect(answer.status, JSON.stringify(change)).toBe(400)
        expect(await answer.json()).toEqual({ success: false, error: waitlistMessage[locale] })
      }
    expect(await count('waitlist')).toBe(before.entries)
    expect(await count('booking-mails')).toBe(before.mails)
    // The same join with clean text is taken: the day is full, the refusals were the text's.
    expect((await join({}, 'nl')).status).toBe(201)
  })

  it('the manage link takes no such text as a token or a day, and changes nothing', async () => {
    const token = manageToken
    expect(token).toHaveLength(43)
    for (const date of [`${FREE}\u0000`, `${FREE}\r\n`, `\u202e${FREE}`])
      expect(await moveByCustomer(t.payload, token, date)).toEqual({
        ok: false,
        error: 'invalid-date',
      })
    for (const suffix of ['\u0000', '\r\n', '\u202e'])
      expect(await cancelByCustomer(t.payload, `${token}${suffix}`)).toEqual({
        ok: false,
        error: 'not-found',
      })
    expect(await findManagedBooking(t.payload, token)).toMatchObject({
      appointmentDate: FULL,
      status: 'new',
    })
  })
})
