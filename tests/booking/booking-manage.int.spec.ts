import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { plannerFeed } from '@/booking/planner/month'
import { cancelByCustomer, findManagedBooking, moveByCustomer } from '@/booking/server/manage'

import { bookingRequest, bookingSetup, comingTuesday } from '../helpers/booking'
import { startPayload, type TestPayload } from '../helpers/payload'
import { postBooking } from '../helpers/post-booking'

describe('customer manage link', () => {
  let t: TestPayload
  const tokens: string[] = []
  beforeAll(async () => {
    t = await startPayload()
    await bookingSetup(t.payload, 2)
    // Three bookings on three days; the target day has one place left.
    for (const date of [comingTuesday(0), comingTuesday(1), comingTuesday(2), comingTuesday(3)]) {
      const answer = await postBooking(t.payload, bookingRequest({ appointmentDate: date }))
      const [mail] = (
        await t.payload.find({
          collection: 'booking-mails',
          where: {
            and: [
              { booking: { equals: answer.body.bookingId! } },
              { kind: { equals: 'confirmation' } },
            ],
          },
        })
      ).docs
      tokens.push(/\/afspraak\/beheren\/([\w-]{43})/.exec(mail!.text)![1]!)
    }
  })
  afterAll(async () => {
    await t?.cleanup()
  })

  it('shows only date, vehicle and status, and nothing for an unknown token', async () => {
    const managed = await findManagedBooking(t.payload, tokens[0]!)
    expect(managed).toMatchObject({
      appointmentDate: comingTuesday(0),
      status: 'new',
      canChange: true,
    })
    expect(Object.keys(managed!)).not.toContain('customerEmail')
    expect(await findManagedBooking(t.payload, 'x'.repeat(43))).toBeNull()
    expect(await findManagedBooking(t.payload, '../../etc')).toBeNull()
  })

  it('two customers moving into the last place of a day: exactly one wins', async () => {
    const target = comingTuesday(3) // one of two places taken
    const results = await Promise.all([
      moveByCustomer(t.payload, tokens[0]!, target),
      moveByCustomer(t.payload, tokens[1]!, target),
    ])
    expect(results.filter((r) => r.ok)).toHaveLength(1)
    expect(results.find((r) => !r.ok)).toMatchObject({ ok: false, error: 'full' })
    const { docs } = await t.payload.find({
      collection: 'bookings',
      where: { appointmentDate: { equals: target } },
      depth: 0,
    })
    expect(docs.map((b) => b.placeKey).sort()).toEqual([`${target}#1`, `${target}#2`])
  })

  it('cancels up to the cut-off and mails customer and workshop', async () => {
    expect(await cancelByCustomer(t.payload, tokens[2]!)).toEqual({ ok: true })
    const managed = await findManagedBooking(t.payload, tokens[2]!)
    expect(managed).toMatchObject({ status: 'cancelled', canChange: false })
    const kinds = (
      await t.payload.find({
        collection: 'booking-mails',
        where: { booking: { equals: managed!.id } },
        depth: 0,
      })
    ).docs.map((m) => m.kind)
    expect(kinds.sort()).toEqual(['cancelled', 'confirmation', 'workshop', 'workshopChange'])
    // Monday afternoon is within 24 hours of Tuesday 09:00: too late to cancel online.
    const late = new Date(`${comingTuesday(3)}T12:00:00Z`)
    late.setUTCDate(late.getUTCDate() - 1)
    expect(await cancelByCustomer(t.payload, tokens[3]!, late)).toMatchObject({
      ok: false,
      error: 'cutoff',
    })
    expect(await moveByCustomer(t.payload, tokens[3]!, comingTuesday(4), late)).toMatchObject({
      ok: false,
      error: 'cutoff',
    })
  })

  it('serves the staff calendar feed only for the current secret, and a regenerated one replaces it', async () => {
    const rules = await t.payload.findGlobal({ slug: 'booking-rules' })
    expect(rules.feedToken).toMatch(/^[\w-]{32}$/)
    const feed = await plannerFeed(t.payload, rules.feedToken!)
    expect(feed).toContain('BEGIN:VCALENDAR')
    expect(feed).toContain(`DTSTART;VALUE=DATE:${comingTuesday(3).replace(/-/g, '')}`)
    // Statuses as the admin names them, not their stored keys.
    expect(feed).toMatch(/Status: (Nieuw|Bevestigd)/)
    expect(feed).not.toMatch(/Status: (new|confirmed)/)
    expect(await plannerFeed(t.payload, 'not-the-secret-at-all-000000000')).toBeNull()
    const renewed = await t.payload.updateGlobal({
      slug: 'booking-rules',
      data: { regenerateFeedToken: true },
      context: { disableRevalidate: true },
    })
    expect(renewed.feedToken).not.toBe(rules.feedToken)
    expect(await plannerFeed(t.payload, rules.feedToken!)).toBeNull()
  })
})
