import { expect, test } from '@playwright/test'

// The header, footer, language menu and phone menu, with script and without; the pages and
// forms around them are in layout-pages.e2e.spec.ts.

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
