import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { bookingRequest, openDemoDay } from '../helpers/booking'
import {
  ensureProductionBuild,
  freshSeededDatabase,
  type ProductionServer,
  STAFF,
  staffToken,
  startProductionServer,
} from '../helpers/production-server'
import { addressedTo, type MailServer, startMailServer } from '../helpers/smtp'

/** What a client outside the site can put into a request, against a production server. */
const PORT = 3932
const SITE = `http://localhost:${PORT}`

describe('requests from outside the site', () => {
  let server: ProductionServer
  let mail: MailServer

  beforeAll(async () => {
    ensureProductionBuild()
    mail = await startMailServer()
    server = await startProductionServer({
      port: PORT,
      databaseUrl: freshSeededDatabase().url,
      env: { SMTP_URL: mail.url },
    })
  }, 300_000)

  afterAll(async () => {
    await server?.stop()
    await mail?.stop()
  })

  it("never writes a client's host into a page: its languages and canonical share SITE_URL", async () => {
    const response = await fetch(`${server.origin}/merken`, {
      headers: { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
    })
    const html = await response.text()
    expect(JSON.stringify([...response.headers])).not.toContain('evil.example')
    expect(html).not.toContain('evil.example')
    const links = [...html.matchAll(/<link rel="(canonical|alternate)"[^>]*href="([^"]+)"/g)]
    expect(links.length).toBeGreaterThanOrEqual(4)
    for (const [, , href] of links) expect(new URL(href!).origin).toBe(SITE)
  })

  it("honours the staff cookie only from the site's own pages", async () => {
    const cookie = `payload-token=${await staffToken(server.origin)}`
    const me = async (headers: Record<string, string>) =>
      (
        (await (await fetch(`${server.origin}/api/cms/users/me`, { headers })).json()) as {
          user: { email: string } | null
        }
      ).user?.email ?? null
    expect(await me({ cookie, origin: SITE })).toBe(STAFF.email)
    expect(await me({ cookie, 'sec-fetch-site': 'same-origin' })).toBe(STAFF.email)
    expect(await me({ cookie, origin: 'https://evil.example' })).toBeNull()
    expect(await me({ cookie, 'sec-fetch-site': 'cross-site' })).toBeNull()
  })

  it("refuses a booking posted by another site's form (text/plain), in the visitor's language", async () => {
    const response = await fetch(`${server.origin}/api/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', cookie: 'NEXT_LOCALE=en' },
      body: JSON.stringify(bookingRequest()),
    })
    expect(response.status).toBe(415)
    expect(await response.json()).toEqual({
      success: false,
      error: 'This request did not come from the form on this site.',
    })
  })

  it("labels a cancellation's calendar part as a cancellation, as its body says", async () => {
    const auth = { authorization: `JWT ${await staffToken(server.origin)}` }
    const request = bookingRequest({
      appointmentDate: openDemoDay(9),
      customerEmail: 'annuleren@example.nl',
    })
    const created = await fetch(`${server.origin}/api/cms/bookings`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ ...request, status: 'new' }),
    })
    expect(created.status).toBe(201)
    const { doc } = (await created.json()) as { doc: { id: number } }
    const calendarOf = async (method: string) => {
      const found = await mail.waitFor(
        (m) =>
          addressedTo(m, request.customerEmail) &&
          m.attachments.some((a) => a.content.toString().includes(`METHOD:${method}`)),
      )
      return found.attachments.find((a) => a.contentType === 'text/calendar')!
    }
    const invite = await calendarOf('REQUEST')
    expect(invite.headers.get('content-type')).toMatchObject({ params: { method: 'REQUEST' } })
    // Delivered first: a confirmation still waiting at the cancellation is withdrawn.
    const cancelled = await fetch(`${server.origin}/api/cms/bookings/${doc.id}`, {
      method: 'PATCH',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'cancelled' }),
    })
    expect(cancelled.status).toBe(200)
    const cancellation = await calendarOf('CANCEL')
    expect(cancellation.headers.get('content-type')).toMatchObject({
      params: { method: 'CANCEL' },
    })
  })
})
