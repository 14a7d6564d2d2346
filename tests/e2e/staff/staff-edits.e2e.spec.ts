import { type APIResponse, expect, test } from '@playwright/test'

import { findEngines, staffToken } from '../helpers'
import {
  auth,
  day,
  dayAnswer,
  type Doc,
  page,
  read,
  session,
  withGlobal,
  write,
} from './global-api'

// Runs after every other spec (its own Playwright project): it changes what the whole site shows.
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
        price: 615,
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
    const engine = await page(request, `/merken/${unpriced!.path}`)
    expect(engine).toContain('vanaf €333')
    expect(engine).toContain('Vanaf €66 per optie')
    expect(engine).toContain('Tot +44% vermogen')
    const options_ = await page(request, '/alle-opties')
    expect(options_).toContain('Optie 0 test')
    expect(await page(request, '/en/alle-opties')).toContain('Option 60 test')
    const result = await page(request, `/merken/${unpriced!.path}/stage-1`)
    for (const expected of [
      '1.8 TFSI test',
      '€615',
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

test('booking rules: places, closed days with their reason per language, window and start time reach the availability', async ({
  request,
}) => {
  const availability = (date: string, locale: string) => dayAnswer(request, date, locale)
  const closed = day(20)
  const open = day(30)
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

test('an engine whose slug staff change still answers its short address, now with a permanent redirect (the moved address is kept as a redirect)', async ({
  request,
}) => {
  const [engine] = await findEngines(request, 'where[path][equals]=audi/a4/2015-2019/150pk')
  const patch = (slug: string) =>
    request.patch(`/api/cms/engines/${engine!.id}`, { headers: auth(), data: { slug } })
  const locations = (response: APIResponse) =>
    response
      .headersArray()
      .filter((header) => header.name.toLowerCase() === 'location')
      .map((header) => header.value)
  const oldAddress = '/merken/audi/a4/2015-2019/150pk'
  // The proxy reads its table of moves now, so right after the rename its table is a few
  // seconds old and the engine page answers (308); once the table is read again, the proxy
  // does (301). A slow rename may already meet a fresh table: then both answers are the proxy's.
  expect((await request.get(oldAddress)).status()).toBe(200)
  expect((await patch('2-0-tdi-150')).ok()).toBe(true)
  try {
    const byPage = await request.get(oldAddress, { maxRedirects: 0 })
    expect([301, 308]).toContain(byPage.status())
    expect(locations(byPage)).toEqual(['/merken/audi/a4/2015-2019/2-0-tdi-150'])
    await new Promise((resolve) => setTimeout(resolve, 5_500))
    const byProxy = await request.get(oldAddress, { maxRedirects: 0 })
    expect(byProxy.status()).toBe(301)
    expect(locations(byProxy)).toEqual(['/merken/audi/a4/2015-2019/2-0-tdi-150'])
    expect((await request.get('/merken/audi/a4/2015-2019/2-0-tdi-150')).status()).toBe(200)
  } finally {
    expect((await patch('150pk')).ok()).toBe(true)
  }
})

test('pages: the SEO title and description staff set reach the services page', async ({
  request,
}) => {
  const found = await request.get('/api/cms/pages?where[slug][equals]=diensten&depth=0&locale=nl', {
    headers: auth(),
  })
  const [services] = ((await found.json()) as { docs: { id: number; seo?: Doc }[] }).docs
  const save = async (seo: Doc) => {
    const response = await request.patch(`/api/cms/pages/${services!.id}?locale=nl`, {
      headers: auth(),
      data: { seo },
    })
    expect(response.ok(), await response.text()).toBe(true)
  }
  try {
    await save({
      title: 'Diensten SEO-titel test',
      description: 'Beschrijving voor zoekmachines test',
    })
    const html = await page(request, '/diensten')
    expect(html).toContain('<title>Diensten SEO-titel test | Chiptuning Nijmegen</title>')
    expect(html).toContain('content="Beschrijving voor zoekmachines test"')
  } finally {
    await save({
      title: services!.seo?.title ?? null,
      description: services!.seo?.description ?? null,
    })
  }
})

test('engine packages: a slug typed with capitals works, and the description and features reach the package page', async ({
  request,
}) => {
  const [engine] = await findEngines(request, 'where[path][equals]=audi/a4/2015-2019/190pk')
  const patch = (data: Doc) =>
    request.patch(`/api/cms/engines/${engine!.id}?locale=nl`, { headers: auth(), data })
  const saved = await patch({
    results: [
      {
        type: 'Stage 1 Plus',
        slug: 'Stage-1 Plus',
        price: 449,
        description: 'Software met extra koppel onderin.',
        features: [{ feature: 'Dynobank-meting vooraf' }, { feature: 'Rapport per mail' }],
      },
    ],
  })
  expect(saved.ok(), await saved.text()).toBe(true)
  try {
    const html = await page(request, '/merken/audi/a4/2015-2019/190pk/stage-1-plus')
    for (const expected of [
      'Over dit pakket',
      'Software met extra koppel onderin.',
      'Dynobank-meting vooraf',
      'Rapport per mail',
    ])
      expect(html, expected).toContain(expected)
  } finally {
    expect((await patch({ results: engine!.results ?? [] })).ok()).toBe(true)
  }
})

test('images: a logo staff upload reaches the brand page, and its removal too', async ({
  request,
}) => {
  // A 1x1 PNG: the smallest real image.
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  )
  const name = `logo-test-${Date.now()}`
  const uploaded = await request.post('/api/cms/media', {
    headers: auth(),
    multipart: { file: { name: `${name}.png`, mimeType: 'image/png', buffer: png } },
  })
  expect(uploaded.ok(), await uploaded.text()).toBe(true)
  const media = ((await uploaded.json()) as { doc: { id: number } }).doc
  const found = await request.get('/api/cms/brands?where[slug][equals]=audi&depth=0', {
    headers: auth(),
  })
  const [audi] = ((await found.json()) as { docs: { id: number; logo: number | null }[] }).docs
  const setLogo = (logo: number | null) =>
    request.patch(`/api/cms/brands/${audi!.id}`, { headers: auth(), data: { logo } })
  expect((await setLogo(media.id)).ok()).toBe(true)
  try {
    expect(await page(request, '/merken/audi')).toMatch(
      new RegExp(`<img[^>]*src="[^"]*${name}[^"]*"[^>]*alt="Audi logo"`),
    )
    const removed = await request.delete(`/api/cms/media/${media.id}`, { headers: auth() })
    expect(removed.ok(), await removed.text()).toBe(true)
    expect(await page(request, '/merken/audi')).not.toContain(name)
  } finally {
    await setLogo(audi!.logo ?? null)
  }
})

test('pages: a link staff put in page text to a catalogue page leads there', async ({
  request,
}) => {
  const found = await request.get('/api/cms/pages?where[slug][equals]=over-ons&depth=0&locale=nl', {
    headers: auth(),
  })
  const [about] = ((await found.json()) as { docs: { id: number; content: unknown }[] }).docs
  const brands = await request.get('/api/cms/brands?where[slug][equals]=audi&depth=0')
  const [audi] = ((await brands.json()) as { docs: { id: number }[] }).docs
  const text = (value: string) => ({
    type: 'text',
    text: value,
    detail: 0,
    format: 0,
    mode: 'normal',
    style: '',
    version: 1,
  })
  const block = { format: '', indent: 0, version: 1, direction: 'ltr' }
  const content = {
    root: {
      ...block,
      type: 'root',
      children: [
        {
          ...block,
          type: 'paragraph',
          textFormat: 0,
          textStyle: '',
          children: [
            text('Bekijk '),
            {
              ...block,
              version: 3,
              type: 'link',
              fields: {
                linkType: 'internal',
                newTab: false,
                doc: { relationTo: 'brands', value: audi!.id },
              },
              children: [text('onze Audi-pagina')],
            },
          ],
        },
      ],
    },
  }
  const save = (value: unknown) =>
    request.patch(`/api/cms/pages/${about!.id}?locale=nl`, {
      headers: auth(),
      data: { content: value },
    })
  const saved = await save(content)
  expect(saved.ok(), await saved.text()).toBe(true)
  try {
    expect(await page(request, '/over-ons')).toMatch(
      /<a[^>]*href="\/merken\/audi"[^>]*>onze Audi-pagina<\/a>/,
    )
  } finally {
    expect((await save(about!.content)).ok()).toBe(true)
  }
})
