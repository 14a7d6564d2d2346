import { expect, test } from '@playwright/test'

import { staffToken } from './helpers'

const widgetScript = 'https://reviews.example.test/widget.js'

test.describe('footer review widget', () => {
  test('loads only when the footer comes near the viewport, 52 px high, in Dutch', async ({
    page,
    request,
  }) => {
    const token = await staffToken(request)
    const setWidget = (enabled: boolean) =>
      request.post('/api/cms/globals/site-settings', {
        headers: { Authorization: `JWT ${token}` },
        data: {
          reviewWidget: { enabled, scriptUrl: widgetScript, widgetId: 'werkplaats-nijmegen' },
        },
      })
    expect((await setWidget(true)).ok()).toBe(true)
    try {
      const loads: string[] = []
      await page.route('https://reviews.example.test/**', async (route) => {
        loads.push(route.request().url())
        await route.fulfill({
          contentType: 'text/javascript',
          body: 'document.currentScript.insertAdjacentHTML("afterend", "<p>4,9 van 5</p>")',
        })
      })
      await page.setViewportSize({ width: 1280, height: 700 })
      await page.goto('/merken/audi')
      const widget = page.getByRole('region', { name: 'Klantbeoordelingen' })
      await expect(widget).toHaveAttribute('data-locale', 'nl')
      await page.waitForLoadState('networkidle')
      expect(loads).toEqual([])

      await widget.scrollIntoViewIfNeeded()
      await expect.poll(() => loads).toEqual([widgetScript])
      await expect(widget.getByText('4,9 van 5')).toBeVisible()
      expect((await widget.boundingBox())?.height).toBe(52)
    } finally {
      await setWidget(false)
    }
  })
})

test.describe('route changes', () => {
  test('a new page starts at the top, an anchor link goes to its anchor', async ({ page }) => {
    await page.goto('/veelgestelde-vragen')
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await page.getByRole('contentinfo').getByRole('link', { name: 'Algemene voorwaarden' }).click()
    await expect(page).toHaveURL(/\/algemene-voorwaarden$/)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)

    await page.goto('/')
    await page.locator('a[href="/over-ons#mobiele-service"]').first().click()
    await expect(page).toHaveURL(/\/over-ons#mobiele-service$/)
    await expect(page.locator('#mobiele-service')).toBeInViewport()
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
  })
})
