import { expect, test } from '@playwright/test'

test.describe('site shell', () => {
  test('header links and footer details on every page', async ({ page }) => {
    await page.goto('/merken')
    const nav = page.getByRole('navigation', { name: 'Hoofdnavigatie' })
    for (const [name, href] of [
      ['Diensten', '/diensten'],
      ['Chiptuning', '/chiptuning'],
      ['Contact', '/contact'],
    ]) {
      await expect(nav.getByRole('link', { name: name!, exact: true })).toHaveAttribute(
        'href',
        href!,
      )
    }
    const footer = page.getByRole('contentinfo')
    await expect(footer).toContainText('Nijmegen')
    await expect(footer).toContainText('Zaterdag')
    await expect(footer).toContainText('09:00 - 13:00')
    await expect(footer).toContainText('Gesloten')
  })

  test('the language menu keeps the page and the choice survives a reload', async ({ page }) => {
    await page.goto('/merken/audi')
    await page.getByRole('button', { name: 'Kies taal' }).click()
    await page.getByRole('menuitem', { name: 'English' }).click()
    await expect(page).toHaveURL(/\/en\/merken\/audi$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await page.goto('/')
    await expect(page).toHaveURL(/\/en$/)
    await page.getByRole('button', { name: 'Choose language' }).click()
    await page.getByRole('menuitem', { name: 'Nederlands' }).click()
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl')
    await page.reload()
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl')
  })

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 800 } })

    test('the menu opens, has its sections and closes on a choice', async ({ page }) => {
      await page.goto('/')
      const toggle = page.getByRole('button', { name: 'Menu openen' })
      await toggle.click()
      const menu = page.getByRole('navigation', { name: 'Menu' })
      for (const section of ['Hoofdnavigatie', 'Informatie', 'Contact', 'Taal / Language']) {
        await expect(menu.getByRole('heading', { name: section })).toBeVisible()
      }
      await menu.getByRole('link', { name: 'Veelgestelde vragen' }).click()
      await expect(menu).toBeHidden()
      await page.getByRole('button', { name: 'Menu openen' }).click()
      await page.keyboard.press('Escape')
      await expect(page.getByRole('navigation', { name: 'Menu' })).toBeHidden()
      // A language choice closes the menu and shows the same page in that language.
      await page.getByRole('button', { name: 'Menu openen' }).click()
      await menu.getByRole('link', { name: 'English' }).click()
      await expect(page).toHaveURL(/\/en\/veelgestelde-vragen$/)
      await expect(page.getByRole('navigation', { name: 'Menu' })).toBeHidden()
    })
  })
})

test.describe('site shell without script', () => {
  test.use({ javaScriptEnabled: false })

  test('the languages are links that store the choice and show the same page', async ({ page }) => {
    await page.goto('/merken/audi')
    await expect(page.getByRole('button', { name: 'Kies taal' })).toBeHidden()
    const english = page.getByRole('banner').getByRole('link', { name: 'EN English' })
    await expect(english).toHaveAttribute('href', '/api/language/en/merken/audi')
    await english.click()
    await expect(page).toHaveURL(/\/en\/merken\/audi$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    // Stored: the Dutch address now leads to the English page, as it does with script.
    await page.goto('/merken/audi')
    await expect(page).toHaveURL(/\/en\/merken\/audi$/)
    // And Dutch can be chosen back, though the stored choice redirects unprefixed addresses.
    await page.getByRole('banner').getByRole('link', { name: 'NL Nederlands' }).click()
    await expect(page).toHaveURL(/\/merken\/audi$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl')
    await page.goto('/')
    await expect(page).toHaveURL(/\/$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl')
  })

  test('the language switch answers 400 for a language the site does not speak', async ({
    request,
  }) => {
    const response = await request.get('/api/language/fr/merken', { maxRedirects: 0 })
    expect(response.status()).toBe(400)
    expect((await response.json()).errors[0].message).toContain('nl, en, de')
    const switched = await request.get('/api/language/de/merken', { maxRedirects: 0 })
    expect(switched.status()).toBe(303)
    expect(switched.headers()['location']).toBe('/de/merken')
    expect(switched.headers()['cache-control']).toBe('private, no-store')
    expect(switched.headers()['set-cookie']).toMatch(/^NEXT_LOCALE=de; .*Max-Age=31536000/)
  })

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 800 } })

    test('the menu opens as a disclosure, with its links and languages', async ({ page }) => {
      await page.goto('/veelgestelde-vragen')
      await expect(page.getByRole('button', { name: 'Menu openen' })).toBeHidden()
      // Playwright's text matching skips <noscript>: the summary is found by its place.
      await page.getByRole('banner').locator('summary').click()
      const menu = page.getByRole('navigation', { name: 'Menu' })
      await expect(menu.getByRole('link', { name: 'Contact' }).first()).toBeVisible()
      await menu.getByRole('link', { name: 'Deutsch' }).click()
      await expect(page).toHaveURL(/\/de\/veelgestelde-vragen$/)
      await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    })
  })
})

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

test.describe('contact form', () => {
  test('checks the required fields and opens the mail draft, then resets to the prefill', async ({
    page,
  }) => {
    await page.goto('/merken/audi')
    const form = page.locator('#contact')
    await expect(form.getByLabel('Auto merk')).toHaveValue('Audi')
    await form.getByRole('button', { name: 'Verstuur bericht' }).click()
    await expect(form.getByText('Vul uw naam in.')).toBeVisible()
    await expect(form.getByText('Vul het kenteken van uw voertuig in.')).toBeVisible()
    await expect(form.getByLabel('E-mailadres')).toHaveAttribute('type', 'email')
    await expect(form.getByLabel('Telefoonnummer')).toHaveAttribute('type', 'tel')

    await form.getByLabel('Naam').fill('Eva Jansen')
    await form.getByLabel('E-mailadres').fill('eva@example.nl')
    await form.getByLabel('Telefoonnummer').fill('0612345678')
    await form.getByLabel('Kenteken').fill('xz-123-b')
    await form.getByLabel(/Vermogen/).fill('150')
    await form.getByRole('button', { name: 'Verstuur bericht' }).click()
    await expect(
      page.locator('[data-sonner-toast]').filter({ hasText: 'Email client opened!' }),
    ).toBeVisible()

    const draft = await form
      .getByRole('link', { name: /Open het bericht opnieuw/ })
      .getAttribute('href')
    const params = new URLSearchParams(draft!.split('?')[1])
    expect(draft).toMatch(/^mailto:info@chiptuning-nijmegen\.nl\?/)
    expect(params.get('subject')).toBe('Contact Form Submission from Eva Jansen')
    expect(params.get('body')).toContain('Auto merk: Audi\r\nModel: Niet opgegeven\r\nPK: 150')
    expect(params.get('body')).toContain('Bericht:\r\nGeen bericht')
    await expect(form.getByLabel('Naam')).toHaveValue('')
    await expect(form.getByLabel('Auto merk')).toHaveValue('Audi')
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
