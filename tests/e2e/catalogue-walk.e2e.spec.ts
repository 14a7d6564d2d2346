import { expect, test } from '@playwright/test'

import { engineDisplayName } from '@/catalogue/rules/power'

import { findEngines } from './helpers'

// The walk from a brand to its engine and package pages; not-found pages, the brand overview
// and a staff edit are in catalogue-overview.e2e.spec.ts.

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
    // The Stage 1 button sends its form (the vehicle, and any options ticked) to the booking.
    const stage1 = page.getByRole('button', {
      name: 'Plan hier de afspraak voor Stage 1 chiptuning in',
    })
    const form = page.locator('form', { has: stage1 })
    const href = new URL(
      `${await form.getAttribute('action')}?${new URLSearchParams(
        await form
          .locator('input[type=hidden]')
          .evaluateAll((inputs) =>
            inputs.map((input) => [input.getAttribute('name')!, input.getAttribute('value')!]),
          ),
      )}`,
      'http://x',
    )
    expect(href.pathname).toBe('/afspraak-stage1')
    expect(Object.fromEntries(href.searchParams)).toMatchObject({
      merk: 'Audi',
      model: 'A4',
      motorvariant: engineDisplayName(engine!.name, 'nl'),
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
    expect(cta.searchParams.get('engine')).toBe(engineDisplayName(engine!.name, 'nl'))
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
    // The demo's promotion runs: Stage 1 for €250, the engine's own price struck through beside it.
    const stage1 = page.locator('article', { hasText: 'Meest Gekozen Pakket' })
    await expect(stage1.getByText('€250', { exact: true })).toBeVisible()
    await expect(stage1.locator('del')).toHaveText(`normaal €${engine!.price}`)
    await expect(stage1.getByText(/^Actieprijs t\/m 31 oktober \d{4}$/)).toBeVisible()
    await expect(stage1).not.toContainText('vanaf')

    const mailto = await page.getByRole('link', { name: 'Vraag Offerte Aan' }).getAttribute('href')
    expect(mailto).toMatch(/^mailto:afspraak@chiptuning-nijmegen\.nl\?/)
    const params = new URLSearchParams(mailto!.split('?')[1])
    expect(params.get('subject')).toMatch(
      new RegExp(
        `^Offerte Stage 2 - Audi A4 \\d{4}.* ${engineDisplayName(engine!.name, 'nl').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`,
      ),
    )
    expect(params.get('body')).toContain('Merk: Audi\r\nModel: A4\r\nBouwjaar: ')
    expect(params.get('body')).toContain('Naam: ')
  })

  test('an engine without its own price has the pricing fallback, which the promotion replaces', async ({
    page,
  }) => {
    const [engine] = await findEngines(page.request, 'where[price][exists]=false&limit=1')
    await page.goto(`/merken/${engine!.path}`)
    const stage1 = page.locator('article', { hasText: 'Meest Gekozen Pakket' })
    await expect(stage1.locator('del')).toHaveText('normaal €299')
    await expect(stage1.getByText(/^Totaal incl\. BTW/)).toHaveText('Totaal incl. BTW: € 250')
  })

  test('an engine whose data gives no gain is not tunable with software and sells no Stage 1', async ({
    page,
  }) => {
    await page.goto('/merken/tesla/model-s/2021/1020pk')
    await expect(page.getByRole('heading', { name: 'Niet te tunen met software' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Neem contact op' })).toHaveAttribute(
      'href',
      '/contact',
    )
    await expect(page.getByText('Meest Gekozen Pakket')).toHaveCount(0)
    await expect(
      page.getByRole('button', { name: 'Plan hier de afspraak voor Stage 1 chiptuning in' }),
    ).toHaveCount(0)
  })

  test('result page shows the fixed Stage 1 package with the year as a range', async ({ page }) => {
    const [engine] = await findEngines(page.request, 'where[path][like]=audi/a4/&limit=1')
    const response = await page.goto(`/merken/${engine!.path}/stage-1`)
    expect(response?.status()).toBe(200)
    // The engine's Stage 1 offer, as its own page states it (the demo's promotion: €250).
    await expect(page.getByText('€250').first()).toBeVisible()
    await expect(page.getByText('Inclusief installatie')).toBeVisible()
    await expect(page.getByText(/Bouwjaar \d{4}( -> \d{4})?/)).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Installatie in 5 stappen' })).toBeVisible()
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents()
    const product = ld
      .map((text) => JSON.parse(text) as Record<string, unknown>)
      .find((data) => data['@type'] === 'Product')
    expect(product).toMatchObject({
      offers: { price: 250, priceCurrency: 'EUR' },
      aggregateRating: { ratingValue: 4.9, reviewCount: 150 },
    })
  })
})
