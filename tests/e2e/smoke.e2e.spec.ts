import { expect, test } from '@playwright/test'

test.describe('home page', () => {
  test('renders in Dutch on / with the seeded catalogue, whatever the browser language', async ({
    page,
  }) => {
    // The browser asks for en-GB (playwright.config): Dutch must still be served.
    const response = await page.goto('/')
    expect(response?.status()).toBe(200)
    expect(page.url()).not.toContain('/en')
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Chiptuning in Nijmegen')
    await expect(
      page.getByText(/Bekijk de resultaten voor 85 merken en \d[\d.,]* motorvarianten/),
    ).toBeVisible()
  })

  test('renders in English on /en', async ({ page }) => {
    const response = await page.goto('/en')
    expect(response?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByText(/See the results for 85 brands/)).toBeVisible()
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/en$/)
  })

  test('renders in German on /de', async ({ page }) => {
    await page.goto('/de')
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    await expect(page.getByText(/Sehen Sie die Ergebnisse für 85 Marken/)).toBeVisible()
  })

  test('answers 404 with the not-found page for unknown paths', async ({ page }) => {
    const response = await page.goto('/deze-pagina-bestaat-niet')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible()
  })
})

test.describe('admin', () => {
  test('shows the login when signed out, also from /admin/dashboard', async ({ page }) => {
    await page.goto('/admin/dashboard')
    await expect(page).toHaveURL(/\/admin\/login/)
    await expect(page.getByLabel(/e-?mail/i)).toBeVisible()
    await expect(page.getByLabel(/wachtwoord|password/i)).toBeVisible()
  })

  test('lets the seeded staff user in and shows the catalogue collections', async ({ page }) => {
    await page.goto('/admin/login')
    await page.getByLabel(/e-?mail/i).fill('e2e-staff@chiptuning-nijmegen.nl')
    await page.getByLabel(/wachtwoord|password/i).fill('e2e-staff-password')
    await page.getByRole('button', { name: /inloggen|login/i }).click()
    await expect(page).toHaveURL(/\/admin\/?$/)
    for (const label of ['Brands', 'Models', 'Build years', 'Engines']) {
      await expect(page.getByRole('link', { name: label, exact: true }).first()).toBeVisible()
    }
    await page.goto('/admin/collections/engines')
    await expect(page.getByRole('heading', { name: 'Engines', level: 1 })).toBeVisible()
    // Imported engines are listed by path, e.g. alpina/b3/2013-2019/410pk.
    await expect(page.getByText(/^[a-z0-9-]+\/[a-z0-9-]+\/[a-z0-9-]+\/\d+pk/).first()).toBeVisible()
  })
})

test.describe('public API', () => {
  test('anonymous REST and GraphQL reads of bookings and users are refused', async ({
    request,
  }) => {
    for (const collection of ['bookings', 'users']) {
      const response = await request.get(`/api/cms/${collection}`)
      expect(response.status()).toBe(403)
    }
    // GraphQL is switched off altogether.
    const graphql = await request.post('/api/cms/graphql', {
      data: {
        query: '{ Bookings { docs { customerName customerEmail } } Users { docs { email } } }',
      },
    })
    expect(graphql.status()).toBe(404)
  })

  test('anonymous writes are refused', async ({ request }) => {
    const response = await request.post('/api/cms/brands', {
      data: { name: 'Hacked', category: 'cars' },
    })
    expect(response.status()).toBe(403)
  })

  test('the catalogue is readable', async ({ request }) => {
    const response = await request.get('/api/cms/engines?where[path][equals]=audi/a4&limit=1')
    expect(response.status()).toBe(200)
  })
})
