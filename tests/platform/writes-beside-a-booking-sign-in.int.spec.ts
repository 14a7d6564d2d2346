import { describe, expect, it } from 'vitest'

import { besideABookingSite } from './beside-a-booking'
import { STAFF } from '../helpers/production-server'
import { addressedTo } from '../helpers/smtp'

/**
 * Staff sign-in through the REST API beside a visitor's booking, on SQLite (why: see
 * beside-a-booking.ts). Documents and Payload's own collections are in
 * writes-beside-a-booking-documents.int.spec.ts.
 */
const PORT = 3933

describe('writes through the REST API beside a booking, on SQLite', () => {
  const { mail, auth, user, json, besideABooking } = besideABookingSite(PORT)

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
      const me = await json('PATCH', `/users/${user.id}`, STAFF, { authorization: `JWT ${token}` })
      expect(me.status).toBe(200)
      const again = (await (await json('POST', '/users/login', STAFF, {})).json()) as {
        token: string
      }
      auth.authorization = `JWT ${again.token}`
    })
  })
})
