import { expect, type Page, test } from '@playwright/test'

import { staff } from './helpers'

/** The seeded owner signs in through the admin's login form. */
async function signInAsOwner(page: Page) {
  await page.goto('/admin/login')
  await page.getByLabel(/e-?mail/i).fill(staff.email)
  await page.getByLabel(/wachtwoord|password/i).fill(staff.password)
  await page.getByRole('button', { name: /inloggen|login/i }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)
}

test('the login shows the workshop’s name and mark, and its name in the title', async ({
  page,
}) => {
  await page.goto('/admin/login')
  // No logo uploaded in the seed: the drawn wordmark names the business (Bedrijfsgegevens).
  const mark = page.getByRole('img', { name: 'Chiptuning Nijmegen' })
  await expect(mark.first()).toBeVisible()
  await expect(page).toHaveTitle(/Chiptuning Nijmegen/)
  expect(
    await page.locator('svg[aria-label="Chiptuning Nijmegen"] text').first().textContent(),
  ).toBe('Chiptuning Nijmegen')
})

test('the dashboard shows today’s booking, changes its status in place and keeps it', async ({
  page,
  request,
}, testInfo) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await signInAsOwner(page)
  const strip = page.getByRole('list', { name: /komende 14 dagen|next 14 days/i })
  await expect(strip.locator('li')).toHaveCount(14)
  const today = await strip.locator('li').first().getAttribute('data-date')
  // On a Sunday or a holiday nothing is booked today: the next open day of the strip then.
  const day = await strip.locator('li:not([data-state="closed"])').first().getAttribute('data-date')
  expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  expect(day).toBeTruthy()

  const login = await request.post('/api/cms/users/login', { data: staff })
  const { token } = (await login.json()) as { token: string }
  const headers = { Authorization: `JWT ${token}` }
  const customerName = `Dashboard Klant ${Date.now().toString(36)}`
  const created = await request.post('/api/cms/bookings', {
    headers,
    data: {
      appointmentDate: day,
      customerName,
      customerEmail: `dashboard-${Date.now()}@example.nl`,
      customerPhone: '06 1234 5678',
      licensePlate: 'DB-123-K',
      brand: 'Volkswagen',
      model: 'Golf',
      status: 'new',
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number } }

  await page.reload()
  const dayOnStrip = strip.locator(`li[data-date="${day}"]`)
  await expect(dayOnStrip).toHaveAttribute('data-state', /booked|full/)

  if (day !== today) {
    testInfo.annotations.push({ type: 'closed today', description: `booked ${day} instead` })
    await page.screenshot({ path: testInfo.outputPath('dashboard-1440.png'), fullPage: true })
    return
  }

  const row = page.locator(`tr[data-booking="${doc.id}"]`)
  await expect(row).toContainText(customerName)
  await expect(row).toContainText('Volkswagen Golf')
  await expect(row.getByRole('link', { name: '06 1234 5678' })).toHaveAttribute(
    'href',
    'tel:0612345678',
  )
  const status = row.getByRole('combobox')
  await expect(status).toHaveValue('new')
  await status.selectOption('confirmed')
  await expect(row.getByRole('status')).toHaveText(/opgeslagen|saved/i)
  await page.screenshot({ path: testInfo.outputPath('dashboard-1440.png'), fullPage: true })

  // Stored, and through the booking's own update path: the customer's "confirmed" mail is queued.
  const stored = await request.get(`/api/cms/bookings/${doc.id}?depth=0`, { headers })
  expect(((await stored.json()) as { status: string }).status).toBe('confirmed')
  const mails = await request.get(
    `/api/cms/booking-mails?where[booking][equals]=${doc.id}&where[kind][equals]=confirmed&depth=0`,
    { headers },
  )
  expect(((await mails.json()) as { totalDocs: number }).totalDocs).toBe(1)

  await page.reload()
  await expect(page.locator(`tr[data-booking="${doc.id}"]`).getByRole('combobox')).toHaveValue(
    'confirmed',
  )
})
