import type { Payload } from 'payload'
import { afterAll, beforeAll } from 'vitest'

import type { User } from '@/payload-types'

import { bookingSetup } from './booking'
import { startPayload, type TestPayload } from './payload'

/**
 * A logged-in staff member calling Payload's REST API in this process, through the app's own
 * route (its query checks included): what the admin's buttons send, without a browser.
 */
export async function staffRest(payload: Payload, email = 'staff@example.nl') {
  const password = 'a-long-password'
  const user = (await payload.create({ collection: 'users', data: { email, password } })) as User
  const { token } = await payload.login({ collection: 'users', data: { email, password } })
  const { DELETE } = await import('@/app/(payload)/api/cms/[...slug]/route')
  return {
    user,
    /** DELETE /api/cms/…, in the staff member's language (the admin's Accept-Language). */
    async delete(path: string, language = 'nl') {
      const url = new URL(path, 'http://localhost')
      const slug = url.pathname.replace(/^\/api\/cms\//, '').split('/')
      const response = await DELETE(
        new Request(url, {
          method: 'DELETE',
          headers: { authorization: `JWT ${token}`, 'accept-language': language },
        }),
        { params: Promise.resolve({ slug }) },
      )
      return { status: response.status, body: (await response.json()) as Record<string, unknown> }
    },
    /** Several ticked in the admin's list: one DELETE naming their ids. */
    deleteMany(collection: string, ids: readonly (number | string)[], language = 'nl') {
      const where = ids.map((id, n) => `where[id][in][${n}]=${id}`).join('&')
      return this.delete(`/api/cms/${collection}?${where}`, language)
    },
  }
}

/** The audit records of one booking or request, oldest first, found by its id as written. */
export const auditTrailOf = async (
  payload: Payload,
  target: 'bookings' | 'requests',
  id: number | string,
) =>
  (
    await payload.find({
      collection: 'audit-log',
      where: { and: [{ target: { equals: target } }, { documentId: { equals: String(id) } }] },
      sort: 'createdAt',
      depth: 0,
    })
  ).docs

/**
 * A Payload of its own for the describe block that calls this, with the demo booking rules
 * and a signed-in staff member. The object is filled in by beforeAll.
 */
export function staffPayload() {
  const t = {} as TestPayload & { staff: Awaited<ReturnType<typeof staffRest>> }
  beforeAll(async () => {
    Object.assign(t, await startPayload())
    await bookingSetup(t.payload)
    t.staff = await staffRest(t.payload)
  })
  afterAll(async () => {
    await t.cleanup?.()
  })
  return t
}
