import { expect, test } from '@playwright/test'

import { seriousViolations } from './axe'
import { banner, choice, stored, tagHost, watchTag } from './consent'

// The cookie banner and its choices; the analytics events after a choice are in
// consent-analytics.e2e.spec.ts.

test.use({ storageState: { cookies: [], origins: [] } })

test.describe('cookie consent', () => {
  test('nothing is loaded before a choice; accept all loads the tag and hides the banner for good', async ({
    page,
  }) => {
    const requests = await watchTag(page)
    await page.goto('/')
    await expect(banner(page)).toBeVisible()
    await page.waitForLoadState('networkidle')
    expect(requests).toEqual([])
    expect(await seriousViolations(page, 'section[aria-labelledby="cookie-banner-title"]')).toEqual(
      [],
    )

    const loaded = page.waitForRequest((request) => request.url().startsWith(tagHost))
    await banner(page).getByRole('button', { name: 'Alles accepteren', exact: true }).click()
    expect((await loaded).url()).toContain('/gtag/js?id=G-')
    await expect(banner(page)).toBeHidden()
    const config = await page.evaluate(() =>
      ((window as unknown as { dataLayer: ArrayLike<unknown>[] }).dataLayer ?? [])
        .map((entry) => Array.from(entry))
        .find((entry) => entry[0] === 'config'),
    )
    expect(config?.[2]).toEqual({ anonymize_ip: true })

    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(banner(page)).toBeHidden()
    // The stored choice loads the tag again once the page is interactive.
    await expect.poll(() => requests.length).toBe(2)
  })

  test('a stored choice hides the banner before the page script runs; without one it shows', async ({
    page,
  }) => {
    // The framework's scripts never arrive: what shows is the server HTML and the inline script.
    await page.route('**/_next/static/**/*.js', (route) => route.abort())
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(banner(page)).toBeVisible()

    await page.evaluate(
      (record) => localStorage.setItem('cookieConsent', record),
      stored('functional'),
    )
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.locator('#cookie-banner')).toBeAttached()
    await expect(page.locator('#cookie-banner')).toBeHidden()
    // The mark outlives only a page that never hydrated: the scripts really were kept out.
    await expect(page.locator('html')).toHaveAttribute('data-consent-answered', '')
  })

  test('a stored choice cleared in another tab brings the banner back', async ({
    page,
    context,
  }) => {
    await page.addInitScript(
      (record) => localStorage.setItem('cookieConsent', record),
      stored('none'),
    )
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.locator('#cookie-banner')).toHaveCount(0)
    // Gone once the page has hydrated; the consent store hears other tabs from then on.
    await expect(page.locator('html')).not.toHaveAttribute('data-consent-answered')

    const other = await context.newPage()
    await other.goto('/robots.txt')
    await other.evaluate(() => localStorage.removeItem('cookieConsent'))
    await expect(banner(page)).toBeVisible()
  })

  test('a choice made here and wiped from storage in another tab brings the banner back', async ({
    page,
    context,
  }) => {
    await page.goto('/')
    await banner(page).getByRole('button', { name: 'Alles weigeren' }).click()
    await expect(banner(page)).toBeHidden()

    // Clearing site data empties the whole store: the event names no key.
    const other = await context.newPage()
    await other.goto('/robots.txt')
    await other.evaluate(() => localStorage.clear())
    await expect(banner(page)).toBeVisible()
  })

  test('closing the banner is no consent: it keeps functional cookies only', async ({ page }) => {
    const requests = await watchTag(page)
    await page.goto('/contact')
    await banner(page).getByRole('button', { name: 'Sluiten (alleen functionele cookies)' }).click()
    await expect(banner(page)).toBeHidden()
    expect(await choice(page)).toBe('functional')
    await page.reload()
    await page.waitForLoadState('networkidle')
    expect(requests).toEqual([])
  })

  test('accepting and refusing look alike, side by side, on a computer and on a phone', async ({
    page,
  }) => {
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(viewport)
      await page.goto('/')
      const box = async (name: string) => {
        const button = banner(page).getByRole('button', { name, exact: true })
        const style = await button.evaluate((element) => {
          const css = getComputedStyle(element)
          return [css.backgroundColor, css.color, css.fontWeight, css.fontSize].join(' ')
        })
        return { ...(await button.boundingBox())!, style }
      }
      const [accept, reject] = [await box('Alles accepteren'), await box('Alles weigeren')]
      expect(Math.abs(accept.width - reject.width), `${viewport.width}`).toBeLessThanOrEqual(1)
      expect(Math.abs(accept.height - reject.height), `${viewport.width}`).toBeLessThanOrEqual(1)
      expect(accept.style).toBe(reject.style)
      // Side by side on a computer, one under the other on a phone: either way next to each other.
      if (viewport.width > 640) expect(accept.y).toBe(reject.y)
      else expect(accept.x).toBe(reject.x)
    }
  })

  for (const [button, kept] of [
    ['Alles weigeren', 'none'],
    ['Alleen functioneel', 'functional'],
  ] as const) {
    test(`"${button}" never loads the tag`, async ({ page }) => {
      const requests = await watchTag(page)
      await page.goto('/')
      await banner(page).getByRole('button', { name: button }).click()
      await expect(banner(page)).toBeHidden()
      expect(await choice(page)).toBe(kept)
      await page.reload()
      await page.waitForLoadState('networkidle')
      await expect(banner(page)).toBeHidden()
      expect(requests).toEqual([])
    })
  }

  test('the settings dialog: functional locked on, analytics off by default, Cancel changes nothing, Save applies', async ({
    page,
  }) => {
    const requests = await watchTag(page)
    await page.goto('/')
    await banner(page).getByRole('button', { name: 'Instellingen' }).click()
    const dialog = page.getByRole('dialog', { name: 'Cookie-instellingen' })
    await expect(dialog.getByRole('switch', { name: 'Functioneel' })).toBeChecked()
    await expect(dialog.getByRole('switch', { name: 'Functioneel' })).toBeDisabled()
    const analytics = dialog.getByRole('switch', { name: 'Analytisch' })
    await expect(analytics).not.toBeChecked()
    expect(await seriousViolations(page)).toEqual([])

    await analytics.click()
    await dialog.getByRole('button', { name: 'Annuleren' }).click()
    await expect(dialog).toBeHidden()
    await expect(banner(page)).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBeNull()

    await banner(page).getByRole('button', { name: 'Instellingen' }).click()
    await expect(analytics).not.toBeChecked()
    await page.keyboard.press('Tab')
    await analytics.focus()
    await page.keyboard.press('Space')
    await expect(analytics).toBeChecked()
    await dialog.getByRole('button', { name: 'Voorkeuren opslaan' }).click()
    await expect(dialog).toBeHidden()
    await expect(banner(page)).toBeHidden()
    await expect.poll(() => requests.length).toBe(1)
  })

  test('withdrawing consent deletes the _ga and _gid cookies and keeps the others', async ({
    page,
    context,
    baseURL,
  }) => {
    await watchTag(page)
    await page.goto('/')
    await banner(page).getByRole('button', { name: 'Alles accepteren', exact: true }).click()
    const url = baseURL!
    await context.addCookies([
      { name: '_ga', value: 'GA1.1.123.456', url },
      { name: '_ga_E2ETEST01', value: 'GS1.1.1', url },
      { name: '_gid', value: 'GA1.2.789', url },
      { name: 'keep_me', value: '1', url },
    ])
    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie-instellingen' }).click()
    const analytics = page.getByRole('dialog').getByRole('switch', { name: 'Analytisch' })
    await expect(analytics).toBeChecked()
    await analytics.click()
    await page.getByRole('button', { name: 'Voorkeuren opslaan' }).click()

    const names = (await context.cookies()).map((cookie) => cookie.name)
    expect(names).toContain('keep_me')
    expect(names.filter((name) => name.startsWith('_ga') || name.startsWith('_gid'))).toEqual([])
    expect(await choice(page)).toBe('functional')
  })
})
