import { describe, expect, it } from 'vitest'

import { addDays } from '@/kit/format/dates'

import { FULL, OTHER, staffDays } from './staff-days'
import { bookingRequest, comingTuesday } from '../helpers/booking'
import { postBooking } from '../helpers/post-booking'

// The vehicle name and moves into, out of and back onto a day; copies, stale forms, closed days
// and bulk edits are in booking-staff-edits.int.spec.ts.
describe('staff saves follow the same place rule as visitors', () => {
  const { t, onDay } = staffDays()

  it('names the vehicle anew when staff correct its brand, model, year or engine', async () => {
    const [booking] = await onDay(OTHER)
    const corrected = await t.payload.update({
      collection: 'bookings',
      id: booking!.id,
      data: { brand: 'Volkswagen', model: 'Golf', buildYear: '2020-2024', engine: '2.0 TSI' },
      context: { disableRevalidate: true },
    })
    expect(corrected.vehicle).toBe('Volkswagen Golf 2020-2024 2.0 TSI')
    const partly = await t.payload.update({
      collection: 'bookings',
      id: booking!.id,
      data: { engine: '' },
      context: { disableRevalidate: true },
    })
    expect(partly.vehicle).toBe('Volkswagen Golf 2020-2024')
  })

  it('refuses moving a booking into a full day (409) and leaves both days as they were', async () => {
    const [moving] = await onDay(OTHER)
    await expect(
      t.payload.update({ collection: 'bookings', id: moving!.id, data: { appointmentDate: FULL } }),
    ).rejects.toMatchObject({
      status: 409,
      message: 'Geen beschikbare plaatsen voor deze datum.',
    })
    expect(await onDay(FULL)).toHaveLength(2)
    expect((await onDay(OTHER))[0]?.placeKey).toBe(`${OTHER}#1`)
  })

  it('refuses a staff booking on a full day and on a Sunday', async () => {
    const data = {
      appointmentDate: FULL,
      status: 'new' as const,
      customerName: 'Staff',
      customerEmail: 's@example.nl',
      customerPhone: '1',
      licensePlate: 'X',
    }
    await expect(t.payload.create({ collection: 'bookings', data })).rejects.toMatchObject({
      status: 409,
    })
    const sunday = addDays(comingTuesday(2), 5)
    await expect(
      t.payload.create({ collection: 'bookings', data: { ...data, appointmentDate: sunday } }),
    ).rejects.toMatchObject({
      status: 400,
      message: 'Op deze dag zijn wij gesloten.',
    })
  })

  it('a moved booking takes a place key of its new day and frees its old one for a visitor', async () => {
    const [first] = await onDay(FULL)
    const target = comingTuesday(3)
    const moved = await t.payload.update({
      collection: 'bookings',
      id: first!.id,
      data: { appointmentDate: target },
    })
    expect(moved.placeKey).toBe(`${target}#1`)
    const visitor = await postBooking(t.payload, bookingRequest({ appointmentDate: FULL }))
    expect(visitor.status).toBe(201)
    expect((await onDay(FULL)).map((b) => b.placeKey).sort()).toEqual([`${FULL}#1`, `${FULL}#2`])
  })

  it('taking a cancelled booking back claims a place again, or is refused when the day filled up', async () => {
    const [first] = await onDay(FULL)
    await t.payload.update({ collection: 'bookings', id: first!.id, data: { status: 'cancelled' } })
    expect((await postBooking(t.payload, bookingRequest({ appointmentDate: FULL }))).status).toBe(
      201,
    )
    await expect(
      t.payload.update({ collection: 'bookings', id: first!.id, data: { status: 'confirmed' } }),
    ).rejects.toMatchObject({ status: 409 })
  })
})
