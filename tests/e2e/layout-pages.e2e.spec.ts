import { expect, test } from '@playwright/test'

// Search engine files, content pages, the contact form and the home page banner; the header,
// footer and menus are in layout-shell.e2e.spec.ts.

test.describe('search engines', () => {
  test('the sitemap lists the spec pages and the catalogue, with languages', async ({
    request,
  }) => {
    const response = await request.get('/sitemap.xml')
    expect(response.status()).toBe(200)
    const xml = await response.text()
    for (const path of [
      '/chiptuning',
      '/veelgestelde-vragen',
      '/automotive-tuning-services',
      '/chiptuning-nijmegen',
      '/chiptuning-amsterdam',
      '/chiptuning/bmw',
      '/chiptuning/scania',
      '/merken/audi/a4',
    ]) {
      expect(xml, path).toContain(`${path}</loc>`)
    }
    expect(xml).toContain('hreflang="en"')
    expect(xml).toMatch(/\/en\/merken\/audi\/a4/)
  })

  test('robots.txt keeps crawlers out of the admin', async ({ request }) => {
    const text = await (await request.get('/robots.txt')).text()
    expect(text).toContain('Disallow: /admin')
    expect(text).toContain('Sitemap: ')
  })
})

test.describe('content pages', () => {
  test('CMS pages, local pages with their fee estimate, FAQ and contact answer 200', async ({
    page,
    request,
  }) => {
    for (const [path, title] of [
      ['/algemene-voorwaarden', 'Algemene voorwaarden'],
      ['/privacybeleid', /Privacy/],
      ['/over-ons', /./],
      ['/landbouw-chiptuning', /./],
      ['/automotive-tuning-services', /./],
      ['/veelgestelde-vragen', 'Veelgestelde vragen'],
      ['/contact', 'Contact'],
    ] as const) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(200)
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(title)
    }
    const pages = (await (
      await request.get('/api/cms/pages?where[slug][equals]=chiptuning-arnhem&depth=0')
    ).json()) as { docs: { local: { distanceKm: number } }[] }
    const km = pages.docs[0]!.local.distanceKm
    await page.goto('/chiptuning-arnhem')
    await expect(page.getByText(`op ongeveer ${km} km van onze werkplaats`)).toBeVisible()
    await expect(page.getByText(`ongeveer €${Math.round(km * 0.7)} exclusief BTW`)).toBeVisible()

    await page.goto('/veelgestelde-vragen')
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents()
    const faq = ld
      .map((text) => JSON.parse(text) as { '@type': string; mainEntity?: unknown[] })
      .find((data) => data['@type'] === 'FAQPage')
    expect(faq?.mainEntity?.length).toBe(14)
    // Grouped by the category staff choose, in a fixed order.
    const faqPage = page.getByRole('main')
    await expect(faqPage.getByRole('heading', { level: 2 })).toHaveText([
      'Algemeen',
      'Techniek',
      'Afspraak',
      'Prijzen',
    ])
    await expect(faqPage.getByRole('heading', { level: 3 })).toHaveCount(14)

    const missing = await page.goto('/geen-pagina')
    expect(missing?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible()

    // Last: opening an English page stores English as the visitor's language.
    await page.goto('/en/algemene-voorwaarden')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms and conditions')
  })
})

test.describe('home page extras', () => {
  test('the promo banner stays closed after a reload, until another promotion runs, and the call button calls', async ({
    page,
  }) => {
    await page.goto('/')
    const banner = page.getByRole('complementary', {
      name: /Stage 1 chiptuning nu €250 in plaats van €499/,
    })
    await expect(banner).toBeVisible()
    await expect(banner).toContainText('Geldig tot en met 31 oktober')
    await banner.getByRole('button', { name: 'Actiebanner sluiten' }).click()
    await expect(banner).toBeHidden()
    expect(await page.evaluate(() => window.localStorage.getItem('promoBannerClosed'))).toMatch(
      /250\/499$/,
    )
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('complementary', { name: /Stage 1 chiptuning/ })).toHaveCount(0)
    // Closed for an earlier promotion: this one is shown.
    await page.evaluate(() =>
      window.localStorage.setItem('promoBannerClosed', '2025-10-31 199/399'),
    )
    await page.reload()
    await expect(banner).toBeVisible()
    await expect(page.getByRole('link', { name: 'Bel ons' })).toHaveAttribute('href', /^tel:\+31/)
  })
})
