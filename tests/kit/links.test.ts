import { describe, expect, it } from 'vitest'

import {
  appointmentHref,
  chatHref,
  mailtoHref,
  optionsHref,
  stage1BookingHref,
  telHref,
} from '@/kit/routes/links'

const vehicle = {
  brand: 'Audi',
  model: 'A4',
  buildYear: '2015-2019',
  engine: '2.0 TDI 150hp',
  path: '/merken/audi/a4/2015-2019/150pk',
}

describe('catalogue links', () => {
  it('sends Stage 1 bookings with the Dutch query names', () => {
    const url = new URL(stage1BookingHref(vehicle), 'http://x')
    expect(url.pathname).toBe('/afspraak-stage1')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      merk: 'Audi',
      model: 'A4',
      bouwjaar: '2015-2019',
      motorvariant: '2.0 TDI 150hp',
      path: '/merken/audi/a4/2015-2019/150pk',
    })
  })

  it.each([
    [optionsHref, '/alle-opties'],
    [appointmentHref, '/afspraak'],
  ])('links %# with brand, model, buildYear, engine and path', (build, pathname) => {
    const url = new URL(build(vehicle), 'http://x')
    expect(url.pathname).toBe(pathname)
    expect([...url.searchParams.keys()]).toEqual(['brand', 'model', 'buildYear', 'engine', 'path'])
    expect(url.searchParams.get('engine')).toBe('2.0 TDI 150hp')
  })
})

describe('mail links', () => {
  it('encodes subject and body for a mail client (spaces as %20, CRLF line breaks)', () => {
    const href = mailtoHref(
      'afspraak@example.nl',
      'Offerte Stage 2 - Audi A4',
      'Regel 1\nRegel & 2',
    )
    expect(href).toBe(
      'mailto:afspraak@example.nl?subject=Offerte%20Stage%202%20-%20Audi%20A4&body=Regel%201%0D%0ARegel%20%26%202',
    )
  })
})

describe('phone link', () => {
  it('dials the number without spaces or dashes, keeping the plus', () => {
    expect(telHref('+31 24 202-1234')).toBe('tel:+31242021234')
  })
})

describe('chat link', () => {
  it('opens a WhatsApp chat with the number as digits only', () => {
    expect(chatHref('31612345678')).toBe('https://wa.me/31612345678')
    expect(chatHref('+31 6 1234 5678')).toBe('https://wa.me/31612345678')
  })
})
