import { describe, expect, it } from 'vitest'

import { requestSchema } from '@/requests/rules/request'
import { createRequest } from '@/requests/server/service'

import { auditTrailOf, staffPayload } from '../helpers/staff-rest'

/**
 * Staff delete a visitor's request from the admin (its delete button, or several ticked in the
 * list): its mails go with it, its audit records stay without the link. The database refused
 * the delete of any request with mails (every stored one has two), and the admin said
 * "Something went wrong."
 */
describe('staff deleting requests', () => {
  const t = staffPayload()

  let key = 0
  const newRequest = async (name: string) => {
    const answer = await createRequest(
      t.payload,
      requestSchema.parse({
        kind: 'contact',
        name,
        email: `${name.toLowerCase()}@example.nl`,
        phone: '0612345678',
        licensePlate: 'ab-123-c',
        brand: 'Audi',
        model: 'A4',
        horsepower: '',
        message: 'Wat kost Stage 1?',
        idempotencyKey: `delete-spec-${++key}`,
      }),
    )
    expect(answer.status).toBe(201)
    return answer.body.requestId!
  }
  const mailsOf = async (requestId: number | string) =>
    (
      await t.payload.find({
        collection: 'booking-mails',
        where: { request: { equals: requestId } },
        depth: 0,
      })
    ).docs
  const stored = async (id: number | string) =>
    (await t.payload.count({ collection: 'requests', where: { id: { equals: id } } })).totalDocs

  it('deletes a request with its two mails, and keeps its audit records without the link', async () => {
    const id = await newRequest('Anna')
    await t.payload.update({
      collection: 'requests',
      id,
      data: { status: 'answered' },
      overrideAccess: false,
      user: t.staff.user,
    })
    expect(await mailsOf(id)).toHaveLength(2)
    expect((await auditTrailOf(t.payload, 'requests', id)).map((entry) => entry.request)).toEqual([
      id,
    ])

    const answer = await t.staff.delete(`/api/cms/requests/${id}`)
    expect(answer.status).toBe(200)
    expect(await stored(id)).toBe(0)
    const left = await t.payload.find({
      collection: 'booking-mails',
      where: { to: { equals: 'anna@example.nl' } },
    })
    expect(left.docs).toEqual([])
    expect(await auditTrailOf(t.payload, 'requests', id)).toEqual([
      expect.objectContaining({ operation: 'update', request: null, fields: ['status'] }),
      expect.objectContaining({
        operation: 'delete',
        request: null,
        userEmail: t.staff.user.email,
      }),
    ])
  })

  it("deletes several at once, as the admin's list does", async () => {
    const ids = [await newRequest('Bram'), await newRequest('Cas')]
    const answer = await t.staff.deleteMany('requests', ids, 'en')
    expect(answer).toMatchObject({ status: 200, body: { errors: [] } })
    expect(answer.body.docs).toHaveLength(2)
    for (const id of ids) {
      expect(await stored(id)).toBe(0)
      expect(await mailsOf(id)).toEqual([])
    }
  })

  it("gives a new request under a deleted one's id its own two mails", async () => {
    const first = await newRequest('Dirk')
    expect((await t.staff.delete(`/api/cms/requests/${first}`)).status).toBe(200)
    // SQLite gives the next row the id of a deleted last row.
    const next = await newRequest('Eva')
    expect(next).toBe(first)
    expect((await mailsOf(next)).map((mail) => mail.to).sort()).toEqual([
      'eva@example.nl',
      'info@chiptuning-nijmegen.nl',
    ])
  })
})
