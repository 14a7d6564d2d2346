import { describe, expect, it } from 'vitest'

import { bookingFromForm, waitlistFromForm } from '@/booking/rules/form-fields'
import { openDays } from '@/booking/rules/open-days'
import { bookingSchema } from '@/booking/rules/schema'
import { waitlistSchema } from '@/booking/rules/waitlist'
import { formFields } from '@/kit/forms/form-fields'
import { requestFromForm } from '@/requests/rules/form-fields'
import { requestSchema } from '@/requests/rules/request'

const key = () => 'server-made-key-1'

/** A form body as a browser encodes it (spaces as +, UTF-8 percent-escapes). */
const encoded = (fields: Record<string, string>) => new URLSearchParams(fields).toString()

const booking = {
  appointmentDate: '2026-12-08',
  brand: 'Audi',
  model: 'A4',
  buildYear: '',
  engine: '',
  customerName: 'Eva Jansen',
  customerEmail: 'eva@example.nl',
  customerPhone: '06 12345678',
  licensePlate: 'xz-123-b',
  notes: 'Regel 1\r\nRegel 2',
  enginePath: '',
  packageOptions: '',
  website: '',
  termsAccepted: 'on',
}

describe('a form body', () => {
  it('reads one text per name, the first when a name comes twice', () => {
    expect(formFields('a=1&b=%C3%A9+x&a=2&c=')).toEqual({ a: '1', b: 'é x', c: '' })
  })
})

describe('the booking form without script', () => {
  it('is accepted by the schema the JSON endpoint applies, consent ticked', () => {
    const parsed = bookingSchema.safeParse(
      bookingFromForm(formFields(encoded(booking)), { locale: 'de', newKey: key }),
    )
    expect(parsed.success).toBe(true)
    expect(parsed.data).toMatchObject({
      appointmentDate: '2026-12-08',
      customerName: 'Eva Jansen',
      licensePlate: 'XZ-123-B',
      termsAccepted: true,
      locale: 'de',
      idempotencyKey: 'server-made-key-1',
      // A textarea's lines arrive as CRLF; the schema keeps them with LF, as from the JSON form.
      notes: 'Regel 1\nRegel 2',
    })
  })

  it('keeps a key the form sent; a box left unticked is no consent', () => {
    const { termsAccepted: _, ...unticked } = booking
    const input = bookingFromForm(
      formFields(encoded({ ...unticked, idempotencyKey: 'form-key-123' })),
      {
        locale: 'nl',
        newKey: key,
      },
    )
    expect(input.idempotencyKey).toBe('form-key-123')
    expect(input.termsAccepted).toBe(false)
    const parsed = bookingSchema.safeParse(input)
    expect(parsed.error?.issues[0]?.message).toBe('terms')
  })

  it('refuses what the JSON endpoint refuses, with the same message keys', () => {
    const cases: [Record<string, string>, string][] = [
      [{ appointmentDate: '' }, 'date'],
      [{ appointmentDate: '2026-02-30' }, 'date'],
      [{ customerName: '  ' }, 'name'],
      [{ customerEmail: 'eva@' }, 'emailFormat'],
      [{ customerPhone: '' }, 'phone'],
      [{ licensePlate: '' }, 'plate'],
      [{ customerName: 'Eva\u202EJansen' }, 'invalidCharacters'],
    ]
    for (const [change, message] of cases) {
      const parsed = bookingSchema.safeParse(
        bookingFromForm(formFields(encoded({ ...booking, ...change })), {
          locale: 'nl',
          newKey: key,
        }),
      )
      expect(parsed.error?.issues[0]?.message, JSON.stringify(change)).toBe(message)
    }
  })

  it('lists the calendar’s open days: no closed weekday, no closed period, within the window', () => {
    expect(
      openDays({
        first: '2026-12-04',
        last: '2026-12-10',
        closedWeekdays: [0],
        closed: [{ from: '2026-12-08', until: '2026-12-09' }],
      }),
    ).toEqual(['2026-12-04', '2026-12-05', '2026-12-07', '2026-12-10'])
  })
})

describe('the waitlist form without script', () => {
  it('is judged by the waitlist schema', () => {
    const input = waitlistFromForm(
      formFields(
        encoded({ date: '2026-12-08', name: 'Eva', email: 'eva@example.nl', vehicle: 'Audi A4' }),
      ),
      'en',
    )
    expect(waitlistSchema.parse(input)).toMatchObject({
      date: '2026-12-08',
      locale: 'en',
      website: '',
    })
    expect(
      waitlistSchema.safeParse(waitlistFromForm(formFields('date=2026-12-08&name=Eva'), 'nl')).error
        ?.issues[0]?.message,
    ).toBe('email')
  })
})

describe('the request form without script', () => {
  const contact = {
    kind: 'contact',
    name: 'Eva Jansen',
    email: 'eva@example.nl',
    phone: '0612345678',
    licensePlate: 'xz-123-b',
    brand: 'Audi',
    model: '',
    horsepower: '150',
    message: '',
    page: '/merken/audi',
    website: '',
  }

  it('is judged by the request schema, the page and kind as the form sent them', () => {
    const parsed = requestSchema.parse(
      requestFromForm(formFields(encoded(contact)), { locale: 'nl', newKey: key }),
    )
    expect(parsed).toMatchObject({
      kind: 'contact',
      page: '/merken/audi',
      horsepower: '150',
      idempotencyKey: 'server-made-key-1',
    })
  })

  it('refuses a page of another site and a horsepower that is no number', () => {
    const refused = (change: Record<string, string>) =>
      requestSchema.safeParse(
        requestFromForm(formFields(encoded({ ...contact, ...change })), {
          locale: 'nl',
          newKey: key,
        }),
      ).error?.issues[0]?.message
    expect(refused({ page: '//evil.example/' })).toBe('page')
    expect(refused({ horsepower: '150pk' })).toBe('horsepower')
    expect(refused({ kind: 'spam' })).toBe('kind')
  })
})
