import { expect, test } from '@playwright/test'

import { employeeAccount, signInToAdmin } from './helpers'

// An employee (medewerker) does the day's work: the admin shows them appointments and the
// planner, not the prices, the staff accounts or the customer-data screen, and the API refuses
// them what the admin does not show.
test.describe('an employee in the admin', () => {
  // The admin in Dutch, as the workshop's staff read it.
  test.use({ locale: 'nl-NL' })
  test.beforeEach(async ({ page }) => {
    await signInToAdmin(page, employeeAccount)
  })

  test('sees the day’s work in the navigation, without prices, accounts or customer data', async ({
    page,
  }) => {
    // Payload's navigation names its links `nav-<collection>` and `nav-global-<global>`.
    const nav = page.locator('aside.nav')
    await expect(nav.locator('#nav-bookings')).toHaveText('Afspraken')
    await expect(nav.locator('#nav-requests')).toHaveCount(1)
    await expect(nav.locator('a[href="/admin/planner"]')).toHaveCount(1)
    for (const hidden of ['#nav-global-pricing', '#nav-global-promotion', '#nav-users'])
      await expect(nav.locator(hidden), hidden).toHaveCount(0)
    await expect(nav.getByText('Prijzen', { exact: true })).toHaveCount(0)
    await expect(page.locator('a[href="/admin/klantgegevens"]')).toHaveCount(0)
    await expect(page.locator('a[href="/admin/globals/pricing"]')).toHaveCount(0)
    await expect(page.locator('a[href="/admin/collections/users"]')).toHaveCount(0)
  })

  test('is refused a change of the prices through the API with their own session (403)', async ({
    page,
  }) => {
    const origin = new URL(page.url()).origin
    const headers = { origin }
    // The session is theirs: the API knows who asks.
    const me = await page.request.get('/api/cms/users/me', { headers })
    expect(((await me.json()) as { user: { email: string; role: string } }).user).toMatchObject({
      email: employeeAccount.email,
      role: 'employee',
    })
    const change = await page.request.post('/api/cms/globals/pricing', {
      headers,
      data: { stage1Fallback: 1 },
    })
    expect(change.status()).toBe(403)
    const account = await page.request.post('/api/cms/users', {
      headers,
      data: { email: 'intruder@example.nl', password: 'a-long-password', role: 'owner' },
    })
    expect(account.status()).toBe(403)
  })

  test('opening the customer-data screen by its address lands on the admin’s start', async ({
    page,
  }) => {
    await page.goto('/admin/klantgegevens')
    await expect(page).toHaveURL(/\/admin\/?$/)
  })
})

test('signed out, the customer-data screen shows the admin’s login', async ({ page }) => {
  await page.goto('/admin/klantgegevens')
  await expect(page).toHaveURL(/\/admin\/login\?redirect=%2Fadmin%2Fklantgegevens/)
  await expect(page.getByLabel(/e-?mail/i)).toBeVisible()
})
