import type { CollectionBeforeChangeHook, Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { bookingRequest, bookingSetup, comingTuesday } from '../helpers/booking'
import { startPayload, type TestPayload } from '../helpers/payload'
import { postBooking } from '../helpers/post-booking'

/** The mail kind whose outbox write fails, as a database write can (disk full, a crash). */
let failingKind: string | null = null
const failOnPurpose: CollectionBeforeChangeHook = ({ data }) => {
  if (data.kind === failingKind) throw new Error(`outbox write failed for ${failingKind}`)
  return data
}

const count = async (payload: Payload, collection: 'bookings' | 'booking-mails' | 'payload-jobs') =>
  (await payload.count({ collection, overrideAccess: true })).totalDocs

describe('a booking and its mails are stored together', () => {
  let t: TestPayload
  beforeAll(async () => {
    t = await startPayload((config) => {
      const mails = config.collections.find((collection) => collection.slug === 'booking-mails')
      if (!mails) throw new Error('booking-mails collection missing')
      mails.hooks.beforeChange = [...(mails.hooks.beforeChange ?? []), failOnPurpose]
    })
    await bookingSetup(t.payload, 5)
  })
  afterAll(async () => {
    failingKind = null
    await t?.cleanup()
  })

  it.each(['confirmation', 'workshop'])(
    'stores neither the booking nor any mail when the %s mail cannot be written',
    async (kind) => {
      failingKind = kind
      const request = bookingRequest({ appointmentDate: comingTuesday(1) })
      await expect(postBooking(t.payload, request)).rejects.toThrow('outbox write failed')
      expect(await count(t.payload, 'bookings')).toBe(0)
      expect(await count(t.payload, 'booking-mails')).toBe(0)
      expect(await count(t.payload, 'payload-jobs')).toBe(0)

      // The visitor's retry (same key) books once the database takes writes again.
      failingKind = null
      const retried = await postBooking(t.payload, request)
      expect(retried.status).toBe(201)
      const mails = await t.payload.find({
        collection: 'booking-mails',
        where: { booking: { equals: retried.body.bookingId! } },
        depth: 0,
      })
      expect(mails.docs.map((mail) => mail.kind).sort()).toEqual(['confirmation', 'workshop'])
      await t.payload.delete({
        collection: 'bookings',
        where: {},
        overrideAccess: true,
        context: { disableRevalidate: true },
      })
      await t.payload.delete({ collection: 'booking-mails', where: {}, overrideAccess: true })
      await t.payload.delete({ collection: 'payload-jobs', where: {}, overrideAccess: true })
    },
  )
})
