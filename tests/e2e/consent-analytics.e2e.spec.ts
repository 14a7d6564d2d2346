import { expect, type Page, test } from '@playwright/test'

import { banner, watchTag } from './consent'

// The analytics events sent (or skipped) after a cookie choice; the banner and its choices are
// in consent-banner.e2e.spec.ts.

/** The events our gtag stub queued, as [command, name, params]. */
async function queuedEvents(page: Page) {
  return page.evaluate(
    () =>
      ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? [])
        .map((entry) => Array.from(entry))
        .filter((entry) => entry[0] === 'event') as [string, string, Record<string, unknown>][],
  )
}

const floatingCall = (page: Page) => page.locator('a[data-cta="floating-call"]')

test.use({ storageState: { cookies: [], origins: [] } })

test.describe('analytics events', () => {
  test('clicks and scroll depth are reported with the UTM parameters, each depth once', async ({
    page,
  }) => {
    await watchTag(page)
    await page.goto('/merken/audi?utm_source=nieuwsbrief&utm_campaign=winter&ref=x')
    await banner(page).getByRole('button', { name: 'Alles accepteren', exact: true }).click()
    await expect.poll(() => page.evaluate(() => typeof window.gtag)).toBe('function')

    // A tel: link would hand over to the phone app; the test only needs the click itself.
    await page.evaluate(() => document.addEventListener('click', (event) => event.preventDefault()))
    await floatingCall(page).click()
    const [call] = (await queuedEvents(page)).filter(([, name]) => name === 'floating_call_click')
    expect(call?.[2]).toMatchObject({
      utm_source: 'nieuwsbrief',
      utm_campaign: 'winter',
      page_path: '/merken/audi',
    })
    expect(call?.[2]).not.toHaveProperty('ref')

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await expect
      .poll(async () =>
        (await queuedEvents(page))
          .filter(([, name]) => name === 'scroll_depth')
          .map(([, , p]) => p.percent_scrolled),
      )
      .toEqual([25, 50, 75, 90])
    await page.evaluate(() => window.scrollTo(0, 0))
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await page.waitForTimeout(300)
    expect((await queuedEvents(page)).filter(([, name]) => name === 'scroll_depth')).toHaveLength(4)
  })

  test('a booking manage link, whose address is its key, never reaches analytics', async ({
    page,
  }) => {
    const secret = 'Zq'.repeat(21) + 'X'
    const requests = await watchTag(page)
    const everything = () =>
      page.evaluate(() =>
        JSON.stringify(
          ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).map(
            (entry) => Array.from(entry),
          ),
        ),
      )
    await page.goto('/')
    await banner(page).getByRole('button', { name: 'Alles accepteren', exact: true }).click()
    await expect.poll(() => requests.length).toBe(1)

    // Opened from the mail: the consented tag is not loaded on that page at all.
    const managePage = await page.goto(`/afspraak/beheren/${secret}`)
    expect(managePage?.headers()['referrer-policy']).toBe('strict-origin')
    await page.waitForLoadState('networkidle')
    expect(requests).toHaveLength(1)
    expect(await page.locator('meta[name="referrer"]').getAttribute('content')).toBe(
      'strict-origin',
    )
    // The next page loads it, and names no token even where a browser still sent the referrer.
    await page.goto('/contact', {
      referer: `${new URL(page.url()).origin}/afspraak/beheren/${secret}`,
    })
    await expect.poll(() => requests.length).toBe(2)
    const config = await page.evaluate(() =>
      ((window as unknown as { dataLayer: ArrayLike<unknown>[] }).dataLayer ?? [])
        .map((entry) => Array.from(entry))
        .find((entry) => entry[0] === 'config'),
    )
    expect(config?.[2]).toMatchObject({
      page_referrer: expect.stringMatching(/\/afspraak\/beheren\/\[token\]$/),
    })

    // A loaded tag falls silent (GA's opt-out flag) while the address is a manage link.
    const id = await page.locator('#ga4-tag').getAttribute('data-measurement-id')
    const silenced = () =>
      page.evaluate(
        (flag) => (window as unknown as Record<string, unknown>)[flag],
        `ga-disable-${id}`,
      )
    await page.evaluate(
      (path) => history.pushState(null, '', path),
      `/en/afspraak/beheren/${secret}`,
    )
    expect(await silenced()).toBe(true)
    await page.evaluate(() => document.addEventListener('click', (event) => event.preventDefault()))
    await floatingCall(page).click()
    await page.evaluate(() => history.back())
    await expect.poll(silenced).toBeUndefined()
    expect(await everything()).not.toContain(secret)
  })

  test('after a refusal an event is skipped with a console warning', async ({ page }) => {
    const warnings: string[] = []
    page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()))
    await page.goto('/contact')
    await banner(page).getByRole('button', { name: 'Alles weigeren' }).click()
    await page.evaluate(() => document.addEventListener('click', (event) => event.preventDefault()))
    // The tracker's click listener arrives after the page is interactive, so a click made
    // before it is not seen: click again until one is.
    await expect(async () => {
      await floatingCall(page).click()
      expect(
        warnings.some((text) => text.includes('[analytics] floating_call_click skipped')),
      ).toBe(true)
    }).toPass()
    expect(await page.evaluate(() => typeof window.gtag)).toBe('undefined')
  })
})
