import { expect, type Locator, type Page, test } from '@playwright/test'

import { findEngines } from './helpers'
import { dutchEuro, siteSettings } from './site-globals'

// The vehicle finder sits in the hero, so its heading comes first.
const sections = [
  'Vind uw voertuig',
  'Onze diensten',
  'Welke voertuigen tunen wij?',
  'Prestaties na chiptuning',
  'Over ons',
  'Mobiele service',
  'Stuur ons een bericht',
  'Volg ons',
]

const hero = (page: Page) => page.getByRole('region', { name: 'Chiptuning in Nijmegen' })

/** A table cell's number as the page writes it ("2.300" in Dutch). */
const figure = async (cell: Locator) => Number((await cell.innerText()).replace(/\D/g, ''))

test.describe('home page sections', () => {
  test('has one h1 and every section of the spec, in order, each named by its heading', async ({
    page,
  }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Chiptuning in Nijmegen')
    for (const name of sections)
      await expect(page.getByRole('region', { name }), name).toBeVisible()
    const headings = await page
      .getByRole('main')
      .getByRole('heading', { level: 2 })
      .allTextContents()
    expect(headings).toEqual(sections)
    await expect(hero(page)).toContainText('Meer vermogen, minder verbruik')
    await expect(page.locator('#about')).toHaveAccessibleName('Over ons')
  })

  test('the hero call to action jumps to the services', async ({ page }) => {
    await page.goto('/')
    const cta = hero(page).getByRole('link', { name: 'Bekijk onze diensten' })
    await expect(cta).toHaveAttribute('data-cta', 'hero')
    await cta.click()
    await expect(page).toHaveURL(/\/#services$/)
    await expect(page.getByRole('heading', { name: 'Onze diensten' })).toBeInViewport()
  })

  test('Contact mails the info address on a larger screen', async ({ page }) => {
    const settings = await siteSettings(page.request)
    await page.goto('/')
    const contact = hero(page).getByRole('link', { name: 'Contact', exact: true })
    await expect(contact).toHaveCount(1)
    await expect(contact).toHaveAttribute('href', `mailto:${settings.email}`)
    await expect(contact).toHaveAttribute('data-cta', 'hero-contact')
  })

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 800 } })

    test('Contact opens a WhatsApp chat', async ({ page }) => {
      const settings = await siteSettings(page.request)
      await page.goto('/')
      const contact = hero(page).getByRole('link', { name: 'Contact', exact: true })
      await expect(contact).toHaveCount(1)
      await expect(contact).toHaveAttribute('href', `https://wa.me/${settings.whatsapp}`)
    })
  })

  test('the performance tables show catalogue engines with their gains', async ({ page }) => {
    await page.goto('/')
    for (const caption of [/^Personenauto's/, /^Vrachtwagens en bedrijfswagens/]) {
      const table = page.getByRole('table', { name: caption })
      const rows = table.locator('tbody tr')
      expect(await rows.count(), String(caption)).toBeGreaterThanOrEqual(4)
      for (const row of await rows.all()) {
        const cells = row.getByRole('cell')
        const [stockHp, tunedHp, hpGain, stockNm, tunedNm, nmGain] = await Promise.all(
          [1, 2, 3, 4, 5, 6].map((i) => figure(cells.nth(i))),
        )
        expect(tunedHp).toBeGreaterThan(stockHp!)
        expect(tunedNm).toBeGreaterThan(stockNm!)
        expect(hpGain).toBe(Math.round(((tunedHp! - stockHp!) / stockHp!) * 100))
        expect(nmGain).toBe(Math.round(((tunedNm! - stockNm!) / stockNm!) * 100))
      }
      // The row is a real engine: its link leads to the engine page and the figures match the database.
      const first = rows.first()
      const path = (await first.getByRole('link').getAttribute('href'))!.replace('/merken/', '')
      const [engine] = await findEngines(
        page.request,
        `where[path][equals]=${encodeURIComponent(path)}`,
      )
      expect(engine, path).toBeDefined()
      expect(await figure(first.getByRole('cell').nth(1))).toBe(engine!.stockHp)
      expect(await figure(first.getByRole('cell').nth(5))).toBe(engine!.tunedNm)
    }
    await expect(
      page.getByText(
        /^Alle waarden zijn indicatief\. Het werkelijke resultaat hangt af van uw voertuig/,
      ),
    ).toBeVisible()
  })

  test('the truck table holds only truck and van brands', async ({ page, request }) => {
    await page.goto('/')
    const brands = await page
      .getByRole('table', { name: /^Vrachtwagens/ })
      .locator('tbody th')
      .allTextContents()
    for (const name of brands) {
      const response = await request.get(
        `/api/cms/brands?where[name][equals]=${encodeURIComponent(name)}&depth=0`,
      )
      const [brand] = ((await response.json()) as { docs: { category: string }[] }).docs
      expect(['trucks', 'commercial'], name).toContain(brand?.category)
    }
  })

  test('the vehicle categories open the brand overview on their tab', async ({ page }) => {
    await page.goto('/')
    const region = page.getByRole('region', { name: 'Welke voertuigen tunen wij?' })
    for (const [name, category] of [
      ["Auto's", 'cars'],
      ['Vrachtwagens & bedrijfswagens', 'trucks'],
      ['Motoren', 'motorcycles'],
      ['Landbouw & industrie', 'agriculture'],
      ['Marine', 'marine'],
    ] as const) {
      await expect(region.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute(
        'href',
        `/merken?category=${category}`,
      )
    }
    await region.getByRole('link', { name: /^Motoren/ }).click()
    await expect(page).toHaveURL(/\/merken\?category=motorcycles$/)
    await expect(page.getByRole('link', { name: 'Motoren', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    )
  })

  test('the mobile service shows the fee from the settings and leads to the about page section', async ({
    page,
  }) => {
    const settings = await siteSettings(page.request)
    await page.goto('/')
    const region = page.getByRole('region', { name: 'Mobiele service' })
    await expect(region).toContainText(`${dutchEuro(settings.onSiteFeePerKm)} per km`)
    await expect(region).toContainText('exclusief BTW')
    const more = region.getByRole('link', { name: 'Meer over de mobiele service' })
    await expect(more).toHaveAttribute('data-cta', 'mobile-service')
    await more.click()
    await expect(page).toHaveURL(/\/over-ons#mobiele-service$/)
    await expect(page.locator('#mobiele-service')).toBeInViewport()
  })

  test('services lead on to their pages', async ({ page }) => {
    await page.goto('/')
    const region = page.getByRole('region', { name: 'Onze diensten' })
    await expect(region.getByRole('link', { name: 'Bekijk alle opties' })).toHaveAttribute(
      'href',
      '/alle-opties',
    )
    await expect(region.getByRole('link', { name: 'Zo werkt de mobiele service' })).toHaveAttribute(
      'href',
      '/over-ons#mobiele-service',
    )
    await expect(region.getByRole('link', { name: 'Plan uw afspraak' })).toHaveAttribute(
      'href',
      '/afspraak',
    )
    await expect(region).toContainText('vanaf € 299 incl. BTW')
  })

  test('the social section links the networks from the settings and WhatsApp', async ({ page }) => {
    const settings = await siteSettings(page.request)
    await page.goto('/')
    const region = page.getByRole('region', { name: 'Volg ons' })
    const hrefs = await region
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
    expect(hrefs).toEqual([
      ...settings.socialLinks.map((link) => link.url),
      `https://wa.me/${settings.whatsapp}`,
    ])
  })

  test('the sections are translated on /en and /de', async ({ page }) => {
    await page.goto('/en')
    await expect(page.getByRole('region', { name: 'Our services' })).toBeVisible()
    await expect(page.getByRole('table', { name: /^Cars: power and torque/ })).toBeVisible()
    await page.goto('/de')
    await expect(page.getByRole('region', { name: 'Unsere Leistungen' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Mobiler Service' })).toContainText(
      '0,70 € pro km',
    )
  })
})

test.describe('about page', () => {
  for (const [prefix, title] of [
    ['', 'Mobiele service: wij komen naar u toe'],
    ['/en', 'Mobile service: we come to you'],
    ['/de', 'Mobiler Service: Wir kommen zu Ihnen'],
  ] as const) {
    test(`${prefix}/over-ons has the #mobiele-service section with the fee`, async ({ page }) => {
      const settings = await siteSettings(page.request)
      await page.goto(`${prefix}/over-ons#mobiele-service`)
      const section = page.locator('#mobiele-service')
      await expect(section).toBeInViewport()
      await expect(section.getByRole('heading', { level: 2 })).toHaveText(title)
      await expect(section).toContainText(
        String(settings.onSiteFeePerKm.toFixed(2)).replace('.', prefix === '/en' ? '.' : ','),
      )
      // The section is the only place the about page tells of the mobile service.
      await expect(page.getByRole('heading', { name: title })).toHaveCount(1)
    })
  }
})
