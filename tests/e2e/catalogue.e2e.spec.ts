import { expect, test } from '@playwright/test'

import { findEngines, staffToken } from './helpers'

/** The Audi card on /merken, by its accessible name. */
const audiCard = /^Audi logo Audi \d+ modellen$/

test.describe('catalogue walk', () => {
  test('brand -> model -> year -> engine -> Stage 1 booking link with the vehicle in the query', async ({
    page,
  }) => {
    await page.goto('/merken')
    await page.getByRole('searchbox', { name: 'Zoek een merk' }).fill('audi')
    await page.getByRole('link', { name: audiCard }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Audi chiptuning')
    await expect(page.getByText(/Gemiddeld \+\d+% vermogen/)).toBeVisible()

    await page.getByRole('link', { name: /^A4 Bekijk bouwjaren/ }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Audi A4 chiptuning')
    const years = page
      .getByRole('list')
      .filter({ has: page.getByRole('link', { name: /^\d{4}/ }) })
      .getByRole('link')
    const yearLabels = (await years.allTextContents()).map((text) => Number(text.slice(0, 4)))
    expect(yearLabels).toEqual([...yearLabels].sort((a, b) => b - a)) // newest first

    await years.first().click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Audi A4 \d{4}.* chiptuning$/)
    const fuelHeadings = await page.getByRole('heading', { level: 2 }).allTextContents()
    const order = ['Benzine', 'Diesel', 'Hybride', 'Elektrisch']
    const shown = fuelHeadings.filter((h) => order.includes(h))
    expect(shown.length).toBeGreaterThan(0)
    expect(shown).toEqual(order.filter((h) => shown.includes(h)))

    await page
      .getByRole('link', { name: /Bekijk resultaat/ })
      .first()
      .click()
    await expect(page.getByRole('heading', { name: 'Prestatieverbetering' })).toBeVisible()
    await expect(page.getByText('Meest Gekozen Pakket')).toBeVisible()

    const enginePath = new URL(page.url()).pathname
    const [engine] = await findEngines(
      page.request,
      `where[path][equals]=${enginePath.replace('/merken/', '')}`,
    )
    expect(engine).toBeDefined()
    const stage1 = page.getByRole('link', {
      name: 'Plan hier de afspraak voor Stage 1 chiptuning in',
    })
    const href = new URL((await stage1.getAttribute('href'))!, 'http://x')
    expect(href.pathname).toBe('/afspraak-stage1')
    expect(Object.fromEntries(href.searchParams)).toMatchObject({
      merk: 'Audi',
      model: 'A4',
      motorvariant: engine!.name,
      path: enginePath,
    })
    expect(href.searchParams.get('bouwjaar')).toMatch(/^\d{4}/)

    const options = new URL(
      (await page.getByRole('link', { name: 'Bekijk Alle Opties' }).getAttribute('href'))!,
      'http://x',
    )
    expect(options.pathname).toBe('/alle-opties')
    expect([...options.searchParams.keys()]).toEqual([
      'brand',
      'model',
      'buildYear',
      'engine',
      'path',
    ])
    const cta = new URL(
      (await page.getByRole('link', { name: 'Plan Direct Afspraak' }).getAttribute('href'))!,
      'http://x',
    )
    expect(cta.pathname).toBe('/afspraak')
    expect(cta.searchParams.get('engine')).toBe(engine!.name)
  })

  test('a brand card prefetches its page on intent, not on sight', async ({ page }) => {
    const catalogueData: string[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (request.headers()['rsc'] && url.pathname.startsWith('/merken/'))
        catalogueData.push(url.pathname)
    })
    await page.goto('/merken')
    await page.waitForLoadState('networkidle')
    expect(catalogueData).toEqual([])

    const prefetched = page.waitForRequest(
      (request) =>
        new URL(request.url()).pathname === '/merken/audi' && Boolean(request.headers()['rsc']),
    )
    await page.getByRole('link', { name: audiCard }).hover()
    await prefetched
  })

  test('a catalogue card opens its page in place, with the loading screen while it loads', async ({
    page,
  }) => {
    await page.goto('/merken')
    await page.evaluate(() => Object.assign(window, { samePage: true }))
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    // The page's data (prefetch and navigation) is held until the loading screen has been seen.
    await page.route(/\/merken\/audi(\?|$)/, async (route) => {
      if (route.request().headers()['rsc']) await held
      await route.continue()
    })
    await page.getByRole('link', { name: audiCard }).click()
    const loading = page.getByRole('status').filter({ hasText: 'Gegevens laden...' })
    await expect(loading).toContainText('Laden...')
    release()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Audi chiptuning')
    await expect(loading).toHaveCount(0)
    expect(page.url()).toMatch(/\/merken\/audi$/)
    // No full page load: the window of /merken is still the one showing Audi.
    expect(await page.evaluate(() => 'samePage' in window)).toBe(true)
  })

  test('engine page shows the figures, gains and the Stage 2 quote mail', async ({ page }) => {
    const [engine] = await findEngines(
      page.request,
      'where[path][like]=audi/a4/&where[price][exists]=true&limit=1',
    )
    await page.goto(`/merken/${engine!.path}`)
    await expect(page.getByText(`${engine!.stockHp} pk`).first()).toBeVisible()
    await expect(page.getByText(`${engine!.tunedNm} Nm`).first()).toBeVisible()
    const gain = Math.round(((engine!.tunedHp - engine!.stockHp) / engine!.stockHp) * 100)
    await expect(page.getByText(`+${gain}%`).first()).toBeVisible()
    await expect(page.getByText(`€${engine!.price}`, { exact: true })).toBeVisible()

    const mailto = await page.getByRole('link', { name: 'Vraag Offerte Aan' }).getAttribute('href')
    expect(mailto).toMatch(/^mailto:afspraak@chiptuning-nijmegen\.nl\?/)
    const params = new URLSearchParams(mailto!.split('?')[1])
    expect(params.get('subject')).toMatch(
      new RegExp(
        `^Offerte Stage 2 - Audi A4 \\d{4}.* ${engine!.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`,
      ),
    )
    expect(params.get('body')).toContain('Merk: Audi\r\nModel: A4\r\nBouwjaar: ')
    expect(params.get('body')).toContain('Naam: ')
  })

  test('an engine without its own price shows the pricing fallback', async ({ page }) => {
    const [engine] = await findEngines(page.request, 'where[price][exists]=false&limit=1')
    await page.goto(`/merken/${engine!.path}`)
    await expect(page.getByText('vanaf €299', { exact: true })).toBeVisible()
  })

  test('result page shows the fixed Stage 1 package with the year as a range', async ({ page }) => {
    const [engine] = await findEngines(page.request, 'where[path][like]=audi/a4/&limit=1')
    const response = await page.goto(`/merken/${engine!.path}/stage-1`)
    expect(response?.status()).toBe(200)
    await expect(page.getByText('€595').first()).toBeVisible()
    await expect(page.getByText('Inclusief installatie')).toBeVisible()
    await expect(page.getByText(/Bouwjaar \d{4}( -> \d{4})?/)).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Installatie in 5 stappen' })).toBeVisible()
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents()
    const product = ld
      .map((text) => JSON.parse(text) as Record<string, unknown>)
      .find((data) => data['@type'] === 'Product')
    expect(product).toMatchObject({
      offers: { price: 595, priceCurrency: 'EUR' },
      aggregateRating: { ratingValue: 4.9, reviewCount: 150 },
    })
  })
})

test.describe('not-found and pending states', () => {
  test('unknown slugs answer 404 with the catalogue texts', async ({ page, request }) => {
    const [engine] = await findEngines(request, 'where[path][like]=audi/a4/&limit=1')
    const year = engine!.path.split('/').slice(0, 3).join('/')
    const cases: [string, string][] = [
      ['/merken/onbekend-merk', 'Merk niet gevonden'],
      ['/merken/onbekend-merk/a4', 'Merk niet gevonden'],
      ['/merken/audi/onbekend-model', 'Deze pagina is momenteel in onderhoud'],
      ['/merken/audi/a4/1900-1901', 'Bouwjaar niet gevonden'],
      [`/merken/${year}/9999pk`, 'Motor niet gevonden'],
      [`/merken/${engine!.path}/stage-9`, 'Resultaat niet gevonden'],
      // Also after hydration, whichever part of a result address is unknown.
      [
        `/merken/onbekend-merk/${engine!.path.split('/').slice(1).join('/')}/stage-1`,
        'Resultaat niet gevonden',
      ],
      [`/merken/${year}/9999pk/stage-1`, 'Resultaat niet gevonden'],
    ]
    for (const [path, title] of cases) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(404)
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(title)
    }
    await page.goto('/merken/onbekend-merk')
    await expect(page.getByRole('link', { name: 'Terug naar merken' })).toHaveAttribute(
      'href',
      '/merken',
    )
  })

  test('a brand without models says its information is being added', async ({ page, request }) => {
    const brands = (await (await request.get('/api/cms/brands?limit=200&depth=0')).json()) as {
      docs: { id: number; name: string; slug: string }[]
    }
    // Every model in one answer: anonymous reads are capped at 100 documents, staff reads are not.
    const headers = { Authorization: `JWT ${await staffToken(request)}` }
    const models = (await (
      await request.get('/api/cms/models?limit=0&pagination=false&depth=0', { headers })
    ).json()) as { docs: { brand: number }[] }
    const withModels = new Set(models.docs.map((m) => m.brand))
    const empty = brands.docs.find((b) => !withModels.has(b.id))!
    const response = await page.goto(`/merken/${empty.slug}`)
    expect(response?.status()).toBe(200)
    await expect(
      page.getByRole('heading', { name: `${empty.name} informatie wordt toegevoegd` }),
    ).toBeVisible()
    await expect(page.getByRole('link', { name: 'Neem Contact Op' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Ga Terug' })).toBeVisible()
  })
})

test.describe('brand overview', () => {
  test('search and tabs filter together, instantly', async ({ page }) => {
    await page.goto('/merken')
    const grid = page.getByRole('list', { name: 'Merken' }).getByRole('listitem')
    const all = await grid.count()
    expect(all).toBe(85)
    await page.getByRole('link', { name: 'Motoren' }).click()
    await expect(page).toHaveURL(/category=motorcycles/)
    const bikes = await grid.count()
    expect(bikes).toBeGreaterThan(0)
    expect(bikes).toBeLessThan(all)
    await page.getByRole('searchbox', { name: 'Zoek een merk' }).fill('zzzz')
    await expect(page.getByText('Geen merken gevonden')).toBeVisible()
    await page.getByRole('searchbox', { name: 'Zoek een merk' }).fill('')
    await page.getByRole('link', { name: 'Alle voertuigen' }).click()
    await expect(grid).toHaveCount(85)
  })

  test('/chiptuning and /automerken show the overview with /merken as canonical', async ({
    page,
  }) => {
    for (const path of ['/chiptuning', '/automerken']) {
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Chiptuning per merk')
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/merken$/)
    }
  })

  test('fixed brand pages show the brand', async ({ page }) => {
    for (const [path, name] of [
      ['/chiptuning/bmw', 'BMW'],
      ['/chiptuning/mercedes', 'Mercedes-Benz'],
      ['/chiptuning/audi', 'Audi'],
    ]) {
      const response = await page.goto(path!)
      expect(response?.status(), path).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${name} chiptuning`)
    }
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the overview filters through the query string', async ({ page }) => {
    await page.goto('/merken?category=cars&q=alfa')
    const names = await page
      .getByRole('list', { name: 'Merken' })
      .getByRole('listitem')
      .allTextContents()
    expect(names).toHaveLength(1)
    expect(names[0]).toContain('Alfa Romeo')
    await page.goto('/merken?q=zzzz')
    await expect(page.getByText('Geen merken gevonden')).toBeVisible()
  })
})

test.describe('staff edits', () => {
  test('a figure changed through Payload shows on the next request', async ({ page, request }) => {
    const [engine] = await findEngines(request, 'where[path][like]=bmw/&sort=-path&limit=1')
    await page.goto(`/merken/${engine!.path}`)
    await expect(page.getByText(`${engine!.tunedHp} pk`).first()).toBeVisible()

    const token = await staffToken(request)
    const changed = engine!.tunedHp + 7
    const response = await request.patch(`/api/cms/engines/${engine!.id}`, {
      headers: { Authorization: `JWT ${token}` },
      data: { tunedHp: changed },
    })
    expect(response.status()).toBe(200)
    await page.reload()
    await expect(page.getByText(`${changed} pk`).first()).toBeVisible()
  })
})
