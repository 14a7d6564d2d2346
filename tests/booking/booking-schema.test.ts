import { describe, expect, it } from 'vitest'

import { composeNotes } from '@/booking/rules/notes'
import { bookingSchema, firstFailedCheck, firstRefusedCheck } from '@/booking/rules/schema'

describe('notes', () => {
  it('composes labelled lines, each only when filled', () => {
    expect(
      composeNotes({
        brand: 'Audi',
        model: 'A4',
        buildYear: '2015-2019',
        engine: '2.0 TDI',
        notes: 'Graag koffie',
      }),
    ).toBe(
      'Merk: Audi\nModel: A4\nBouwjaar: 2015-2019\nMotorvariant: 2.0 TDI\nOpmerkingen: Graag koffie',
    )
    expect(composeNotes({ brand: 'Audi', model: ' ', notes: '' })).toBe('Merk: Audi')
    expect(composeNotes({})).toBeNull()
  })
})

describe('booking schema', () => {
  const valid = {
    appointmentDate: '2026-12-05',
    customerName: '  Jan de Vries ',
    customerEmail: 'jan@example.nl',
    customerPhone: '06 12345678',
    licensePlate: 'ab-123-c',
    termsAccepted: true,
    idempotencyKey: 'c0ffee00-1234-4abc-9def-000000000001',
  }
  it('trims, upper-cases the plate and fills defaults', () => {
    const parsed = bookingSchema.parse(valid)
    expect(parsed).toMatchObject({
      customerName: 'Jan de Vries',
      licensePlate: 'AB-123-C',
      appointmentTime: '09:00',
      locale: 'nl',
      website: '',
    })
  })
  it.each([
    [{ appointmentDate: '2026-02-30' }, 'date'],
    [{ customerName: '   ' }, 'name'],
    [{ customerEmail: '' }, 'email'],
    [{ customerEmail: 'jan@' }, 'emailFormat'],
    // The CMS refuses a domain label that starts or ends with a hyphen; so does the form.
    [{ customerEmail: 'jan@garage-.nl' }, 'emailFormat'],
    [{ customerEmail: 'jan@-garage.nl' }, 'emailFormat'],
    [{ customerEmail: 'jan@garage.-nl.com' }, 'emailFormat'],
    [{ customerPhone: '' }, 'phone'],
    [{ licensePlate: '' }, 'plate'],
    [{ termsAccepted: false }, 'terms'],
    [{ idempotencyKey: 'x' }, 'idempotencyKey'],
    [{ notes: 'x'.repeat(2001) }, 'tooLong'],
    [{ customerName: '\u0000' }, 'invalidCharacters'],
    [{ customerName: 'Jan\u0000 de Vries' }, 'invalidCharacters'],
    [{ customerPhone: '06\u001b[2J' }, 'invalidCharacters'],
    [{ licensePlate: 'AB\u007f123' }, 'invalidCharacters'],
    [{ brand: 'Audi\u0085' }, 'invalidCharacters'],
    [{ notes: 'ok\u0000' }, 'invalidCharacters'],
    [{ customerName: 'Jan\r\nBcc: evil@example.com' }, 'invalidCharacters'],
    [{ customerName: 'Jan \u202eseirV ed' }, 'invalidCharacters'],
    [{ licensePlate: '\u2066AB-123-C\u2069' }, 'invalidCharacters'],
    [{ notes: 'Graag \u202ekoffie' }, 'invalidCharacters'],
    [{ customerName: '1234 --' }, 'name'],
  ])('rejects %j with %s', (change, message) => {
    const result = bookingSchema.safeParse({ ...valid, ...change })
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.message).toBe(message)
  })
  it('names the first field left out, in the order of the spec, as for an empty one', () => {
    const without = (...keys: string[]) =>
      Object.fromEntries(Object.entries(valid).filter(([key]) => !keys.includes(key)))
    const first = (input: object) => bookingSchema.safeParse(input).error?.issues[0]?.message
    expect(first({})).toBe('date')
    expect(first(without('customerName', 'customerPhone'))).toBe('name')
    expect(first(without('customerPhone'))).toBe('phone')
    expect(first(without('licensePlate'))).toBe('plate')
    expect(first(without('termsAccepted'))).toBe('terms')
    expect(first({ ...valid, customerEmail: null })).toBe('email')
  })
  it('takes notes and vehicle fields as text, null or left out', () => {
    const parsed = bookingSchema.parse({ ...valid, notes: null, brand: null })
    expect(parsed).toMatchObject({ notes: '', brand: '', model: '' })
  })
  it('accepts the addresses people have', () => {
    for (const customerEmail of [
      'jan@example.nl',
      'jan.de-vries+werk@garage-nijmegen.co.uk',
      "o'brien@ex--ample.ie",
      'j_v@sub.domain.example.com',
    ])
      expect(bookingSchema.safeParse({ ...valid, customerEmail }).success, customerEmail).toBe(true)
  })
  it('keeps line breaks (as LF) and tabs in the notes, and names in any script', () => {
    const parsed = bookingSchema.parse({
      ...valid,
      notes: 'Regel 1\r\nRegel 2\tmet tab',
      customerName: 'Łukasz Øvergaard-Çelik',
    })
    expect(parsed.notes).toBe('Regel 1\nRegel 2\tmet tab')
    expect(parsed.customerName).toBe('Łukasz Øvergaard-Çelik')
  })
  it('runs the form checks in the order of the spec', () => {
    const empty = { placeReserved: false, termsAccepted: false }
    expect(firstFailedCheck(empty)).toBe('date')
    expect(firstFailedCheck({ ...empty, date: '2026-12-05' })).toBe('place')
    expect(
      firstFailedCheck({ ...empty, date: '2026-12-05', placeReserved: true, customerName: ' ' }),
    ).toBe('name')
    const filled = {
      date: '2026-12-05',
      placeReserved: true,
      customerName: 'Jan',
      customerEmail: 'j@x.nl',
      customerPhone: '06',
      licensePlate: 'AB',
    }
    expect(firstFailedCheck({ ...filled, customerEmail: '', termsAccepted: false })).toBe('email')
    expect(firstFailedCheck({ ...filled, customerPhone: '', termsAccepted: false })).toBe('phone')
    expect(firstFailedCheck({ ...filled, licensePlate: '', termsAccepted: false })).toBe('plate')
    expect(firstFailedCheck({ ...filled, termsAccepted: false })).toBe('terms')
    expect(firstFailedCheck({ ...filled, termsAccepted: true })).toBeNull()
  })
  it("names the toast of the schema's refusals by the spec's first check, whatever the field order", () => {
    const refused = (values: Record<string, unknown>) => {
      const parsed = bookingSchema.safeParse({
        appointmentDate: '2026-12-05',
        idempotencyKey: 'abcdefgh-1',
        ...values,
      })
      return parsed.success ? [] : parsed.error.issues.map((issue) => String(issue.path[0]))
    }
    expect(firstRefusedCheck(refused({ termsAccepted: false }))).toBe('name')
    const filled = { customerName: 'Jan', customerPhone: '06', licensePlate: 'AB' }
    expect(
      firstRefusedCheck(refused({ ...filled, customerEmail: 'jan@', termsAccepted: true })),
    ).toBe('email')
    expect(
      firstRefusedCheck(refused({ ...filled, customerEmail: 'j@x.nl', termsAccepted: false })),
    ).toBe('terms')
    // A refusal no check covers gets the general toast.
    expect(firstRefusedCheck(['notes', 'brand'])).toBeNull()
    expect(firstRefusedCheck(['termsAccepted', 'customerPhone'])).toBe('phone')
  })
})
