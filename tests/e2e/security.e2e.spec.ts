import { expect, type Page, test } from '@playwright/test'

import { signInToAdmin } from './helpers'

declare global {
  interface Window {
    cspViolations?: string[]
  }
}

/** The headers every response carries (the e2e server is a production build, so HSTS too). */
function expectSecurityHeaders(headers: Record<string, string>) {
  const csp = headers['content-security-policy'] ?? ''
  expect(csp).toContain("default-src 'self'")
  expect(csp).toContain("script-src 'self' 'unsafe-inline' https://www.googletagmanager.com")
  expect(csp).toContain("frame-ancestors 'none'")
  expect(csp).not.toContain('unsafe-eval')
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['x-frame-options']).toBe('DENY')
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  expect(headers['permissions-policy']).toContain('camera=(), microphone=(), geolocation=()')
  expect(headers['strict-transport-security']).toMatch(/^max-age=\d+/)
}

test.describe('security headers', () => {
  test('on a page, our API, Payload API, a public file and a build asset', async ({ request }) => {
    const home = await request.get('/')
    expect(home.status()).toBe(200)
    expectSecurityHeaders(home.headers())
    const asset = /\/_next\/static\/[^"]+\.js/.exec(await home.text())?.[0]
    expect(asset).toBeTruthy()

    for (const url of ['/api/health', '/api/cms/brands?limit=1', '/favicon.svg', asset!]) {
      const response = await request.get(url)
      expect(response.status(), url).toBe(200)
      expectSecurityHeaders(response.headers())
    }
  })

  test('only the admin asks for the colour scheme client hint', async ({ request }) => {
    // Critical-CH on a public page makes a first visit's browser send its request twice.
    const home = await request.get('/')
    const asset = /\/_next\/static\/[^"]+\.css/.exec(await home.text())?.[0]
    for (const response of [home, await request.get(asset!)]) {
      expect(response.headers()['critical-ch']).toBeUndefined()
      expect(response.headers()['accept-ch']).toBeUndefined()
      expect(response.headers().vary ?? '').not.toMatch(/sec-ch-prefers-color-scheme/i)
    }
    const admin = await request.get('/admin/login')
    expect(admin.headers()['critical-ch']).toBe('Sec-CH-Prefers-Color-Scheme')
  })

  test('the health endpoint reports the database', async ({ request }) => {
    const response = await request.get('/api/health')
    expect(await response.json()).toMatchObject({
      status: 'ok',
      database: 'up',
      writes: { waiting: 0 },
    })
  })
})

/** Collects violations both as the browser logs them and as the page's own event reports them. */
async function watchViolations(page: Page) {
  const logged: string[] = []
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) logged.push(message.text())
  })
  await page.addInitScript(() => {
    window.cspViolations = []
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations!.push(`${event.violatedDirective} blocked ${event.blockedURI}`)
    })
  })
  return async () => [...logged, ...(await page.evaluate(() => window.cspViolations ?? []))]
}

test.describe('content security policy in the browser', () => {
  for (const [name, path, ready] of [
    ['the home page', '/', 'Chiptuning in Nijmegen'],
    ['a brand page', '/merken/audi', 'Audi chiptuning'],
    ['the booking form', '/afspraak-stage1', 'Stage 1 chiptuning afspraak'],
  ] as const) {
    test(`${name} runs without a violation`, async ({ page }) => {
      const violations = await watchViolations(page)
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(ready)
      await page.waitForLoadState('networkidle')
      expect(await violations()).toEqual([])
    })
  }

  test('the admin login runs without a violation', async ({ page }) => {
    const violations = await watchViolations(page)
    await page.goto('/admin/login')
    await expect(page.getByLabel(/wachtwoord|password/i)).toBeVisible()
    await page.waitForLoadState('networkidle')
    expect(await violations()).toEqual([])
  })

  test('the signed-in admin, with the rich text editor, runs without a violation', async ({
    page,
  }) => {
    const violations = await watchViolations(page)
    await signInToAdmin(page)
    await page.goto('/admin/collections/pages')
    await page
      .getByRole('link', { name: /^(Algemene voorwaarden|Terms and conditions)$/ })
      .first()
      .click()
    await expect(page.locator('[data-lexical-editor="true"]').first()).toBeVisible()
    await page.waitForLoadState('networkidle')
    expect(await violations()).toEqual([])
  })

  test('a violation would be noticed: an image from a host the policy does not list', async ({
    page,
  }) => {
    const violations = await watchViolations(page)
    await page.goto('/merken/audi')
    await page.evaluate(() => {
      const image = document.createElement('img')
      image.src = 'https://tracker.example/pixel.png'
      document.body.append(image)
    })
    await expect
      .poll(violations)
      .toEqual(expect.arrayContaining([expect.stringContaining('img-src')]))
  })
})
