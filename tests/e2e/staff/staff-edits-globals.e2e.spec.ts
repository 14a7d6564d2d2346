import { type APIRequestContext, expect, test } from '@playwright/test'

import { findEngines, staffToken } from '../helpers'
import { day, dayAnswer, page, read, session, withGlobal, write } from './global-api'

// Runs after every other spec (its own Playwright project): it changes what the whole site shows.
// The globals staff edit; documents are in staff-edits-documents.e2e.spec.ts.
test.describe.configure({ mode: 'serial' })

test.beforeAll(async ({ request }) => {
  session.token = await staffToken(request)
})

test('site settings: every business detail staff edit reaches the pages', async ({ request }) => {
  await withGlobal(request, 'site-settings', async () => {
    await write(request, 'site-settings', {
      businessName: 'Tuning Werkplaats Test',
      address: {
        street: 'Teststraat 9',
        postcode: '6511 AA',
        city: 'Nijmegen',
        country: 'NL',
        latitude: 51.5,
        longitude: 5.5,
      },
      kvk: '87654321',
      vat: 'NL009876543B01',
      phone: '+31 24 999 0000',
      whatsapp: '31600000001',
      email: 'info@test-werkplaats.nl',
      appointmentEmail: 'plan@test-werkplaats.nl',
      socialLinks: [{ network: 'youtube', url: 'https://www.youtube.com/@testwerkplaats' }],
      openingHours: [{ day: 'monday', opens: '07:30', closes: '16:45' }],
      onSiteFeePerKm: 0.85,
      analyticsId: 'G-STAFFEDIT1',
    })
    const home = await page(request, '/')
    for (const expected of [
      'Tuning Werkplaats Test',
      'Teststraat 9',
      '6511 AA',
      'KvK 87654321',
      'NL009876543B01',
      'tel:+31249990000',
      'https://wa.me/31600000001',
      'https://www.youtube.com/@testwerkplaats',
      '07:30 - 16:45',
      'mailto:info@test-werkplaats.nl',
      'G-STAFFEDIT1',
      '"latitude":51.5',
    ]) {
      expect(home, expected).toContain(expected)
    }
    expect(await page(request, '/contact')).toContain('info@test-werkplaats.nl')
    expect(await page(request, '/afspraak')).toContain('mailto:plan@test-werkplaats.nl')
    expect(await page(request, '/merken/audi/a4/2015-2019/150pk')).toContain(
      'mailto:plan@test-werkplaats.nl',
    )
    // Intl writes a no-break space between the sign and the amount.
    expect(await page(request, '/over-ons')).toMatch(/€\s0,85/)
    expect(await page(request, '/en/over-ons')).toContain('€0.85')
  })
})

test('promotion: text per language, prices, end date and the switch reach the banner and the appointment page', async ({
  request,
}) => {
  await withGlobal(request, 'promotion', async () => {
    await write(
      request,
      'promotion',
      {
        active: true,
        normalPrice: 520,
        promoPrice: 275,
        validUntil: '2099-03-15T12:00:00.000Z',
        text: 'Lenteactie: Stage 1 voor €{promo} (normaal €{normal})',
      },
      'nl',
    )
    await write(
      request,
      'promotion',
      { text: 'Spring offer: Stage 1 for €{promo} until {until}' },
      'en',
    )
    await write(request, 'promotion', { text: 'Frühlingsaktion: Stage 1 für {promo} €' }, 'de')
    const nl = await page(request, '/')
    expect(nl).toContain('Lenteactie: Stage 1 voor €275 (normaal €520)')
    expect(nl).toContain('15 maart 2099')
    expect(await page(request, '/afspraak')).toContain(
      'Lenteactie: Stage 1 voor €275 (normaal €520)',
    )
    expect(await page(request, '/en')).toContain(
      'Spring offer: Stage 1 for €275 until March 15, 2099',
    )
    expect(await page(request, '/de/afspraak')).toContain('Frühlingsaktion: Stage 1 für 275 €')
    await write(request, 'promotion', { active: false }, 'nl')
    expect(await page(request, '/')).not.toContain('Lenteactie')
    expect(await page(request, '/afspraak')).not.toContain('Lenteactie')
  })
})

test('pricing: fallback, options, Stage 2 and the result page figures reach the pages, per language', async ({
  request,
}) => {
  const [unpriced] = await findEngines(request, 'where[price][exists]=false&limit=1')
  await withGlobal(request, 'pricing', async (saved) => {
    const options = (saved.nl!.options as { id: string }[]).map((option, index) => ({
      ...option,
      price: 60 + index,
      name: `Optie ${index} test`,
    }))
    await write(request, 'pricing', {
      stage1Fallback: 333,
      optionFrom: 66,
      stage2MaxGain: 44,
      stage2ResultMaxGain: 66,
      options,
      resultPage: {
        engine: '1.8 TFSI test',
        stockHp: 160,
        tunedHp: 210,
        stockNm: 250,
        tunedNm: 330,
        duration: '3 uur',
        warrantyYears: 6,
        rating: 4.7,
        reviewCount: 212,
      },
    })
    await write(
      request,
      'pricing',
      {
        options: options.map((option) => ({ id: option.id, name: `Option ${option.price} test` })),
        resultPage: { duration: '3 hours' },
      },
      'en',
    )
    // The demo's promotion (€250) runs: the new fallback is the price it replaces, struck through.
    const engine = await page(request, `/merken/${unpriced!.path}`)
    expect(engine).toContain('€333</del>')
    expect(engine).toContain('Vanaf €66 per optie')
    expect(engine).toContain('Tot +44% vermogen')
    const options_ = await page(request, '/alle-opties')
    expect(options_).toContain('Optie 0 test')
    expect(await page(request, '/en/alle-opties')).toContain('Option 60 test')
    const result = await page(request, `/merken/${unpriced!.path}/stage-1`)
    for (const expected of [
      '1.8 TFSI test',
      // The package page states the engine's own Stage 1 offer, as the engine page does.
      '€333</del>',
      '3 uur',
      '6 jaar garantie',
      '4.7 uit 5 (212 beoordelingen)',
      '+44% tot +66% vermogen',
    ])
      expect(result, expected).toContain(expected)
    for (const figure of [160, 210, 250, 330])
      expect(result, String(figure)).toMatch(new RegExp(`>${figure}\\D`))
    expect(await page(request, `/en/merken/${unpriced!.path}/stage-1`)).toContain('3 hours')
  })
})

/** The first day from `from` to `to` days ahead, off Sundays, that holds no booking at all. */
async function unbookedDay(request: APIRequestContext, from: number, to: number) {
  const headers = { authorization: `JWT ${await staffToken(request)}` }
  for (let offset = from; offset <= to; offset++) {
    const date = day(offset)
    const answer = await request.get(
      `/api/cms/bookings?where[appointmentDate][equals]=${date}&limit=1&depth=0`,
      { headers },
    )
    if (((await answer.json()) as { totalDocs: number }).totalDocs === 0) return date
  }
  throw new Error(`every day from ${from} to ${to} days ahead holds a booking`)
}

test('booking rules: places, closed days with their reason per language, window and start time reach the availability', async ({
  request,
}) => {
  const availability = (date: string, locale: string) => dayAnswer(request, date, locale)
  const closed = day(20)
  // A day inside the window that no other spec booked (they all ran before this project): the
  // specs that book take the first free day from a number of days ahead, which moves with today.
  const open = await unbookedDay(request, 21, 39)
  await withGlobal(request, 'booking-rules', async () => {
    const places = {
      monday: 4,
      tuesday: 4,
      wednesday: 4,
      thursday: 4,
      friday: 4,
      saturday: 4,
      sunday: 0,
    }
    await write(
      request,
      'booking-rules',
      {
        placesPerWeekday: places,
        leadDays: 3,
        horizonDays: 40,
        startTime: '08:15',
        closedDates: [{ from: closed, reason: 'Bedrijfsuitje' }],
      },
      'nl',
    )
    const saved = await read(request, 'booking-rules', 'nl')
    const rowId = (saved.closedDates as { id: string }[])[0]!.id
    await write(
      request,
      'booking-rules',
      { closedDates: [{ id: rowId, from: closed, reason: 'Company outing' }] },
      'en',
    )
    await write(
      request,
      'booking-rules',
      { closedDates: [{ id: rowId, from: closed, reason: 'Betriebsausflug' }] },
      'de',
    )
    await expect
      .poll(async () => (await availability(open, 'nl')).slots)
      .toEqual(['08:15', '08:15', '08:15', '08:15'])
    expect((await availability(closed, 'nl')).reason).toContain('Bedrijfsuitje')
    expect((await availability(closed, 'en')).reason).toContain('Company outing')
    expect((await availability(closed, 'de')).reason).toContain('Betriebsausflug')
    expect((await availability(day(1), 'nl')).available).toBe(false)
    expect((await availability(day(45), 'nl')).available).toBe(false)
  })
})
