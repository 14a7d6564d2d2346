import type { Page } from '@playwright/test'

import { consentRecord, readConsentRecord } from '@/content/rules/analytics/consent'

/** What the consent specs share: the analytics tag they intercept and the cookie banner. */

export const tagHost = 'https://www.googletagmanager.com/'

/** Intercepts the analytics tag (this network cannot reach it) and counts the requests for it. */
export async function watchTag(page: Page) {
  const requests: string[] = []
  await page.route(`${tagHost}**`, async (route) => {
    requests.push(route.request().url())
    await route.fulfill({
      status: 200,
      contentType: 'text/javascript',
      body: '/* gtag stand-in */',
    })
  })
  return requests
}

export const banner = (page: Page) => page.getByRole('region', { name: 'Wij gebruiken cookies' })

/** A choice as the site stores it (with the version of the texts it answered). */
export const stored = (choice: 'all' | 'functional' | 'none') => consentRecord(choice, new Date())

/** The stored choice, if it answered the current texts; its record must name the version. */
export const choice = async (page: Page) =>
  readConsentRecord(await page.evaluate(() => localStorage.getItem('cookieConsent')))
