import { describe, expect, it } from 'vitest'

import { publicApiServer } from '../content/public-api-server'
import { staffToken } from '../helpers/production-server'

/**
 * A booking's manage page and a waitlist offer on a production server: every answer under
 * their addresses, found or not, in every language and however the address ends, is for that
 * visitor only (`private, no-store`) and never repeats the key anywhere in the page.
 */
const APP_PORT = 4720

const { app, direct } = publicApiServer(APP_PORT)

const PREFIXES = ['', '/en', '/de']
// The shape of a real key (43 characters of base64url) that names nothing.
const UNKNOWN = 'Zq3LOxYlA-ykEgejQzLP63uKBpWcjEUp8E1rKWMcM0J'

let address = 10
/** Each request from its own client, so the manage-link limit (30 a minute) never answers. */
const get = (path: string) =>
  direct(path, { redirect: 'manual', address: `198.51.100.${address++ % 250}` })

/**
 * Where the page names the key, apart from Next's flight data (the scripts that hand the route
 * to the browser, which hold its address) and its own forms' hidden fields, which carry it.
 */
function keyIn(html: string, key: string): string[] {
  const markup = html
    .replace(/<script>\(?self\.__next_f[\s\S]*?<\/script>/g, '')
    .replace(/<input type="hidden" name="token" value="[^"]*"\/>/g, '')
  const found: string[] = []
  for (let at = markup.indexOf(key); at >= 0; at = markup.indexOf(key, at + 1))
    found.push(markup.slice(Math.max(0, at - 80), at + key.length))
  return found
}

async function expectPrivate(path: string, key: string) {
  const answer = await get(path)
  expect(answer.headers.get('cache-control'), path).toBe('private, no-store')
  expect(keyIn(await answer.text(), key), path).toEqual([])
  return answer
}

const auth = async () => ({ Authorization: `JWT ${await staffToken(app.origin)}` })

async function freeDays(count: number, places?: number): Promise<string[]> {
  const days: string[] = []
  for (let i = 3; i < 90 && days.length < count; i++) {
    const date = new Date(Date.now() + i * 86_400_000).toISOString().slice(0, 10)
    const answer = await direct('/api/availability', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ date }),
    })
    const { available, slots } = (await answer.json()) as { available: boolean; slots: string[] }
    if (available && (places === undefined || slots.length === places)) days.push(date)
  }
  return days
}

async function book(day: string, email: string): Promise<number> {
  const answer = await direct('/api/bookings', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      appointmentDate: day,
      customerName: 'Ilse de Boer',
      customerEmail: email,
      customerPhone: '0612345678',
      licensePlate: 'GH-456-J',
      termsAccepted: true,
      idempotencyKey: `private-pages-${email.replace(/\W/g, '-')}`,
    }),
  })
  expect(answer.status).toBe(201)
  return ((await answer.json()) as { bookingId: number }).bookingId
}

/** The key in the latest mail of that kind to that address, once one is written. */
async function keyFromMail(email: string, kind: string, pattern: RegExp): Promise<string> {
  const headers = await auth()
  const deadline = Date.now() + 60_000
  for (;;) {
    const answer = await direct(
      `/api/cms/booking-mails?where[to][equals]=${encodeURIComponent(email)}&where[kind][equals]=${kind}&sort=-createdAt&depth=0`,
      { headers },
    )
    const [mail] = ((await answer.json()) as { docs: { text: string }[] }).docs
    const key = mail && pattern.exec(mail.text)?.[1]
    if (key) return key
    if (Date.now() > deadline) throw new Error(`no ${kind} mail to ${email}`)
    await new Promise((resolve) => setTimeout(resolve, 1_000))
  }
}

describe('a booking’s manage page', () => {
  it('answers private, no-store and names no key, found or not, in every language', async () => {
    const [day] = await freeDays(1)
    const email = `manage-private-${Date.now()}@example.nl`
    await book(day!, email)
    const key = await keyFromMail(email, 'confirmation', /\/afspraak\/beheren\/([\w-]{43})/)
    for (const prefix of PREFIXES) {
      const page = `${prefix}/afspraak/beheren/${key}`
      expect((await expectPrivate(page, key)).status, page).toBe(200)
      await expectPrivate(`${page}?error=full`, key)
      await expectPrivate(`${page}?error=unavailable&reason=closed&date=2030-01-01`, key)
      await expectPrivate(`${page}?done=moved`, key)

      const unknown = `${prefix}/afspraak/beheren/${UNKNOWN}`
      const redirect = await expectPrivate(unknown, UNKNOWN)
      expect(redirect.status, unknown).toBe(307)
      const target = redirect.headers.get('location')!
      expect(target).not.toContain(UNKNOWN)
      expect((await expectPrivate(target, UNKNOWN)).status, target).toBe(404)
      // Addresses Next answers with a not-found page it renders once (s-maxage=31536000),
      // whose language links repeated the address. (With a final slash Next redirects before
      // any code of ours runs; nginx marks that answer, nginx-cache-rules.int.spec.ts.)
      for (const ending of ['.png', '.json', '%0A', '/extra'])
        await expectPrivate(`${unknown}${ending}`, UNKNOWN)
      await expectPrivate(`${prefix}/afspraak/beheren/%ZZ${UNKNOWN}`, UNKNOWN)
    }
  })

  it('keeps its language links working, without the key', async () => {
    const html = await (await get(`/en/afspraak/beheren/${UNKNOWN}/extra`)).text()
    const links = [...html.matchAll(/href="(\/api\/language\/[^"]*)"/g)].map((m) => m[1])
    expect(new Set(links)).toEqual(
      new Set(['/api/language/nl', '/api/language/en', '/api/language/de']),
    )
    const unknownLink = await (await get('/de/afspraak/beheren/link-onbekend')).text()
    expect(unknownLink).toContain('href="/api/language/en/afspraak/beheren/link-onbekend"')
  })
})

describe('a waitlist offer', () => {
  it('answers private, no-store and names no key, offered, booked or unknown, in every language', async () => {
    const [day] = await freeDays(1, 1)
    const bookingId = await book(day!, `full-day-${Date.now()}@example.nl`)
    const email = `waiting-${Date.now()}@example.nl`
    const joined = await direct('/api/waitlist', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ date: day, name: 'Bram', email, vehicle: 'Audi A4', locale: 'nl' }),
    })
    expect(joined.status).toBe(201)
    // Staff cancel the day's one booking: the place is offered to the waitlist (a job).
    const cancelled = await direct(`/api/cms/bookings/${bookingId}`, {
      method: 'PATCH',
      headers: { ...(await auth()), 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'cancelled' }),
    })
    expect(cancelled.status).toBe(200)
    const key = await keyFromMail(email, 'waitlistOffer', /\/afspraak\/wachtlijst\/([\w-]{43})/)
    for (const prefix of PREFIXES) {
      const page = `${prefix}/afspraak/wachtlijst/${key}`
      const offered = await expectPrivate(page, key)
      expect(offered.status, page).toBe(200)
      await expectPrivate(`${page}?error=invalid&reason=phone`, key)
      await expectPrivate(`${page}?done=1`, key)
      const unknown = `${prefix}/afspraak/wachtlijst/${UNKNOWN}`
      await expectPrivate(unknown, UNKNOWN)
      for (const ending of ['.js', '%0A', '/x']) await expectPrivate(`${unknown}${ending}`, UNKNOWN)
    }
  })
})
