import { describe, expect, it } from 'vitest'

import { addDays, weekdayOf, workshopToday } from '@/kit/format/dates'

import { FULL, OTHER, staffDays } from './staff-days'
import { bookingRequest } from '../helpers/booking'
import { postBooking } from '../helpers/post-booking'

// Copies, stale forms, closed days, bulk edits and the lead time; the vehicle name and moves
// between days are in booking-staff-moves.int.spec.ts.
describe('staff saves follow the same place rule as visitors', () => {
  const { t, onDay } = staffDays()

  it('gives a booking copied with Duplicate its own manage link and place', async () => {
    const [original] = await onDay(OTHER)
    const copy = await t.payload.duplicate({ collection: 'bookings', id: original!.id })
    expect(copy.manageTokenHash).toMatch(/^[\w-]+$/)
    expect(copy.manageTokenHash).not.toBe(original!.manageTokenHash)
    expect(copy.idempotencyKey ?? null).toBeNull()
    expect(copy.placeKey).toBe(`${OTHER}#2`)
    await t.payload.delete({ collection: 'bookings', id: copy.id })
  })

  it('refuses a save from a form opened before the last change, so a cancellation is not undone', async () => {
    const [booking] = await onDay(OTHER)
    const opened = await t.payload.findByID({ collection: 'bookings', id: booking!.id })
    // The customer cancels while the form is open.
    await t.payload.update({
      collection: 'bookings',
      id: booking!.id,
      data: { status: 'cancelled' },
      context: { disableRevalidate: true },
    })
    const stale = t.payload.update({
      collection: 'bookings',
      id: booking!.id,
      data: { ...opened, notes: 'Klant belt terug' },
      context: { disableRevalidate: true },
    })
    await expect(stale).rejects.toMatchObject({ status: 409 })
    await expect(stale).rejects.toThrow(/intussen gewijzigd/)
    const stored = await t.payload.findByID({ collection: 'bookings', id: booking!.id })
    expect(stored).toMatchObject({ status: 'cancelled', notes: opened.notes ?? null })
    // The form reloaded sends the current version, and the save goes through.
    const saved = await t.payload.update({
      collection: 'bookings',
      id: booking!.id,
      data: { ...stored, status: opened.status },
      context: { disableRevalidate: true },
    })
    expect(saved.status).toBe(opened.status)
    expect(saved.placeKey).toMatch(new RegExp(`^${OTHER}#`))
  })

  it('closes no day that still holds bookings, so no customer is left booked on a closed day', async () => {
    const close = (closedDates: { from: string; until?: string | null }[]) =>
      t.payload.updateGlobal({
        slug: 'booking-rules',
        data: { closedDates },
        context: { disableRevalidate: true },
      })
    const refused = await close([{ from: addDays(FULL, -1), until: FULL }]).catch(
      (error: { data?: { errors?: { path: string; message: string }[] } }) => error.data?.errors,
    )
    expect(refused).toEqual([
      {
        path: 'closedDates.0.from',
        message: expect.stringContaining(`Op ${FULL} staan nog 2 afspraken`),
        label: expect.anything(),
      },
    ])
    const rules = await t.payload.findGlobal({ slug: 'booking-rules' })
    expect(rules.closedDates ?? []).toEqual([])
    // A day without bookings closes; a period already closed (before this check) is not
    // checked again when staff save the rules for something else.
    const free = addDays(FULL, 14)
    await close([{ from: free }])
    const booked = addDays(FULL, 21)
    const answer = await postBooking(t.payload, bookingRequest({ appointmentDate: booked }))
    const current = await t.payload.findGlobal({ slug: 'booking-rules' })
    await t.payload.db.updateGlobal({
      slug: 'booking-rules',
      data: {
        ...current,
        closedDates: [...(current.closedDates ?? []), { id: 'eerder', from: booked }],
      },
      req: {} as never,
    })
    const kept = await t.payload.findGlobal({ slug: 'booking-rules' })
    expect(kept.closedDates?.map((period) => period.from)).toEqual([free, booked])
    await expect(close(kept.closedDates ?? [])).resolves.toBeTruthy()
    // Made a day longer, the period is refused only for the days it newly closes.
    const longer = (kept.closedDates ?? []).map((period) =>
      period.from === booked ? { ...period, until: addDays(booked, 1) } : period,
    )
    await expect(close(longer)).resolves.toBeTruthy()
    await t.payload.delete({ collection: 'bookings', id: answer.body.bookingId! })
    await close([])
  })

  it('moves bookings edited together into a day place by place, and tells which one found it full', async () => {
    const from = addDays(FULL, 28)
    const moving = []
    for (let i = 0; i < 2; i++)
      moving.push(
        (await postBooking(t.payload, bookingRequest({ appointmentDate: from }))).body.bookingId!,
      )
    const free = 2 - (await onDay(OTHER)).filter((b) => b.status !== 'cancelled').length
    expect(free).toBe(1)
    const user = (await t.payload.find({ collection: 'users', limit: 1 })).docs[0]
    const result = await t.payload.update({
      collection: 'bookings',
      where: { id: { in: moving } },
      data: { appointmentDate: OTHER },
      user: user ? { ...user, collection: 'users' } : undefined,
      context: { disableRevalidate: true },
    })
    expect(result.docs).toHaveLength(1)
    expect(result.errors).toEqual([
      expect.objectContaining({ message: 'Geen beschikbare plaatsen voor deze datum.' }),
    ])
    // As stored: the one reported moved holds the day's last place, the other stayed.
    const moved = await t.payload.findByID({ collection: 'bookings', id: result.docs[0]!.id })
    expect(moved).toMatchObject({ appointmentDate: OTHER, placeKey: `${OTHER}#2` })
    const stayed = await t.payload.findByID({ collection: 'bookings', id: result.errors[0]!.id })
    expect(stayed.appointmentDate).toBe(from)
    expect(stayed.placeKey).toMatch(new RegExp(`^${from}#`))
    for (const id of moving) await t.payload.delete({ collection: 'bookings', id })
  })

  it("lets signed-in staff book inside the visitors' lead time, as for a walk-in tomorrow", async () => {
    const rules = await t.payload.findGlobal({ slug: 'booking-rules' })
    await t.payload.updateGlobal({
      slug: 'booking-rules',
      data: { leadDays: 3 },
      context: { disableRevalidate: true },
    })
    try {
      const today = workshopToday(new Date())
      const day = [1, 2].map((n) => addDays(today, n)).find((d) => weekdayOf(d) !== 'sunday')!
      const staff = await t.payload.create({
        collection: 'users',
        data: { email: 'balie@example.nl', password: 'a-long-staff-password' },
      })
      const save = (withUser: boolean) =>
        t.payload.create({
          collection: 'bookings',
          data: {
            appointmentDate: day,
            customerName: 'Kees Visser',
            customerEmail: 'kees@example.nl',
            customerPhone: '0612345678',
            licensePlate: 'KV-123-S',
            status: 'new',
          },
          ...(withUser
            ? { user: { ...staff, collection: 'users' as const }, overrideAccess: false }
            : {}),
          context: { disableRevalidate: true, disableMails: true },
        })
      await expect(save(false)).rejects.toThrow('Deze datum is te kort dag')
      const booked = await save(true)
      expect(booked.placeKey).toMatch(new RegExp(`^${day}#`))
      await t.payload.delete({ collection: 'bookings', id: booked.id })
    } finally {
      await t.payload.updateGlobal({
        slug: 'booking-rules',
        data: { leadDays: rules.leadDays },
        context: { disableRevalidate: true },
      })
    }
  })
})
