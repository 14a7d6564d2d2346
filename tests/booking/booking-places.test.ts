import { describe, expect, it } from 'vitest'

import { type BookingRules, defaultBookingRules } from '@/booking/rules/availability'
import {
  choosePlace,
  dateOfPlaceKey,
  needsNewPlace,
  placeKeyOf,
  staffBookingRules,
} from '@/booking/rules/places'
import { isBusy, isDuplicateOf, isRefusedValue } from '@/platform/payload/unique'
import { lockWaitSpent } from '@/platform/sqlite/locks'

const now = new Date('2026-11-22T09:00:00Z')
const rules: BookingRules = {
  ...defaultBookingRules,
  closedDates: [{ from: '2026-12-01', reason: 'Beurs' }],
}

describe('place keys', () => {
  it('names a place by date and number, and reads the date back', () => {
    expect(placeKeyOf('2026-11-24', 2)).toBe('2026-11-24#2')
    expect(dateOfPlaceKey('2026-11-24#2')).toBe('2026-11-24')
    expect(dateOfPlaceKey('nonsense')).toBeNull()
    expect(dateOfPlaceKey(null)).toBeNull()
  })

  it('offers the free keys of a day in order, skipping keys other bookings hold', () => {
    expect(choosePlace('2026-11-24', rules, [], now)).toMatchObject({
      ok: true,
      keys: ['2026-11-24#1', '2026-11-24#2'],
    })
    const others = [
      { placeKey: '2026-11-24#1', status: 'new' },
      { placeKey: null, status: 'cancelled' },
    ]
    expect(choosePlace('2026-11-24', rules, others, now)).toMatchObject({
      ok: true,
      keys: ['2026-11-24#2'],
    })
  })

  it('refuses a full day, a closed day, a Sunday and a day too soon, like the visitor calendar', () => {
    const full = [
      { placeKey: '2026-11-24#1', status: 'confirmed' },
      { placeKey: '2026-11-24#2', status: 'completed' },
    ]
    expect(choosePlace('2026-11-24', rules, full, now)).toMatchObject({
      ok: false,
      availability: { reason: 'full' },
    })
    expect(choosePlace('2026-12-01', rules, [], now)).toMatchObject({
      ok: false,
      availability: { reason: 'closed', closedReason: 'Beurs' },
    })
    expect(choosePlace('2026-11-29', rules, [], now)).toMatchObject({
      ok: false,
      availability: { reason: 'no-places' },
    })
    expect(choosePlace('2026-11-22', rules, [], now)).toMatchObject({
      ok: false,
      availability: { reason: 'too-soon' },
    })
  })

  it('offers no more keys than free places when a holder is outside the places of the day', () => {
    // Two places on Tuesday; one booking still holds place 3 from before staff lowered them.
    const lowered = [{ placeKey: '2026-11-24#3', status: 'new' }]
    expect(choosePlace('2026-11-24', rules, lowered, now)).toMatchObject({
      ok: true,
      keys: ['2026-11-24#1'],
      availability: { free: 1 },
    })
    const keyless = [{ placeKey: null, status: 'new' }]
    expect(choosePlace('2026-11-24', rules, keyless, now)).toMatchObject({
      ok: true,
      keys: ['2026-11-24#1'],
    })
  })

  it('counts a held place without a key, so an old booking still fills its day', () => {
    const legacy = [
      { placeKey: null, status: 'new' },
      { placeKey: '2026-11-24#2', status: 'new' },
    ]
    expect(choosePlace('2026-11-24', rules, legacy, now)).toMatchObject({
      ok: false,
      availability: { reason: 'full' },
    })
  })

  it('asks for a new place when a booking moves, is taken back from cancelled, or is new', () => {
    const held = { appointmentDate: '2026-11-24', status: 'new', placeKey: '2026-11-24#1' }
    expect(needsNewPlace(held, { appointmentDate: '2026-11-24', status: 'confirmed' })).toBe(false)
    expect(needsNewPlace(held, { appointmentDate: '2026-11-25', status: 'new' })).toBe(true)
    expect(
      needsNewPlace(
        { ...held, status: 'cancelled', placeKey: null },
        { appointmentDate: '2026-11-24', status: 'new' },
      ),
    ).toBe(true)
    expect(needsNewPlace(held, { appointmentDate: '2026-11-25', status: 'cancelled' })).toBe(false)
    expect(needsNewPlace(null, { appointmentDate: '2026-11-24', status: 'new' })).toBe(true)
  })
})

describe('the rules a staff save is held to', () => {
  // Friday 27 November 2026, 10:00 in Nijmegen.
  const now = new Date('2026-11-27T09:00:00Z')
  const rules: BookingRules = { ...defaultBookingRules, leadDays: 2, horizonDays: 30 }

  it("leave out the visitors' lead time and horizon", () => {
    for (const [date, visitor] of [
      ['2026-11-27', 'too-soon'],
      ['2026-11-28', 'too-soon'],
      ['2027-03-02', 'too-far'],
    ] as const) {
      const asVisitor = choosePlace(date, rules, [], now)
      expect(asVisitor.ok || asVisitor.availability.reason, date).toBe(visitor)
      expect(choosePlace(date, staffBookingRules(rules), [], now).ok, date).toBe(true)
    }
  })

  it("keep past days, closed days and the day's places", () => {
    const staff = staffBookingRules({
      ...rules,
      closedDates: [{ from: '2026-12-01', until: '2026-12-01', reason: 'Inventaris' }],
    })
    const reason = (date: string, others = 0) => {
      const choice = choosePlace(
        date,
        staff,
        Array.from({ length: others }, (_, i) => ({ placeKey: placeKeyOf(date, i + 1) })),
        now,
      )
      return choice.ok ? 'ok' : choice.availability.reason
    }
    expect(reason('2026-11-26')).toBe('past')
    expect(reason('2026-12-01')).toBe('closed')
    expect(reason('2026-11-29')).toBe('no-places')
    expect(reason('2026-11-30', staff.placesPerWeekday.monday)).toBe('full')
  })
})

describe('duplicate place keys, however the database reports them', () => {
  class ValidationError extends Error {
    name = 'ValidationError'
    constructor(public data: unknown) {
      super('The following field is invalid: placeKey')
    }
  }
  it('recognises a ValidationError from another copy of Payload (a bundled server holds two)', () => {
    expect(isDuplicateOf(new ValidationError({ errors: [{ path: 'placeKey' }] }), 'placeKey')).toBe(
      true,
    )
    expect(
      isDuplicateOf(new ValidationError({ errors: [{ path: 'idempotencyKey' }] }), 'placeKey'),
    ).toBe(false)
  })
  it('recognises it in a production bundle, where the class name is minified', () => {
    class o extends Error {
      constructor(public data: unknown) {
        super('Het volgende veld is ongeldig: placeKey')
        this.name = 'o'
      }
    }
    const error = new o({ collection: 'bookings', errors: [{ path: 'placeKey' }] })
    expect(isDuplicateOf(error, 'placeKey')).toBe(true)
  })
  it('recognises the raw SQLite and MongoDB errors, also as a cause', () => {
    const sqlite = Object.assign(
      new Error('SQLITE_CONSTRAINT_UNIQUE: UNIQUE constraint failed: bookings.place_key'),
      { code: 'SQLITE_CONSTRAINT' },
    )
    expect(isDuplicateOf(sqlite, 'placeKey')).toBe(true)
    expect(isDuplicateOf(new Error('Failed query', { cause: sqlite }), 'placeKey')).toBe(true)
    const mongo = Object.assign(new Error('E11000 duplicate key'), {
      code: 11000,
      keyPattern: { placeKey: 1 },
    })
    expect(isDuplicateOf(mongo, 'placeKey')).toBe(true)
    expect(isDuplicateOf(new Error('boom'), 'placeKey')).toBe(false)
  })
  it('tells a value Payload refuses apart from a failure of the service', () => {
    const refused = Object.assign(new Error('The following field is invalid: customerEmail'), {
      status: 400,
      data: { errors: [{ path: 'customerEmail', message: 'Please enter a valid email address.' }] },
    })
    expect(isRefusedValue(refused)).toBe(true)
    expect(isRefusedValue(new Error('wrapped', { cause: refused }))).toBe(true)
    expect(isRefusedValue(Object.assign(new Error('down'), { status: 500 }))).toBe(false)
    expect(isRefusedValue(new Error('SQLITE_BUSY: database is locked'))).toBe(false)
  })

  it('tells a locked database apart, so the write is tried again instead of failing', () => {
    expect(
      isBusy(Object.assign(new Error('SQLITE_BUSY: database is locked'), { code: 'SQLITE_BUSY' })),
    ).toBe(true)
    expect(isBusy(new Error('boom'))).toBe(false)
  })
  it('does not try again a write that already waited the whole time for another process', () => {
    const locked = Object.assign(new Error('SQLITE_BUSY: database is locked'), {
      code: 'SQLITE_BUSY',
    })
    const spent = lockWaitSpent(20_000, locked)
    expect(isBusy(spent)).toBe(false)
    // As the query builder wraps it, and as Payload words a BEGIN that failed so.
    expect(isBusy(new Error('Failed query', { cause: spent }))).toBe(false)
    expect(isBusy(new Error(`Error: cannot begin transaction: ${spent.message}`))).toBe(false)
  })
})
