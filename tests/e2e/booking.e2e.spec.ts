import { expect, type Page, test } from '@playwright/test'

import { signInToAdmin } from './helpers'

const stage1 =
  '/afspraak-stage1?merk=Audi&model=A4&bouwjaar=2015-2019&motorvariant=2.0%20TDI%20150hp&path=%2Fmerken%2Faudi%2Fa4%2F2015-2019%2F150pk'

async function expectToast(page: Page, title: string, text?: string) {
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: title }).last()
  await expect(toast).toBeVisible()
  if (text) await expect(toast).toContainText(text)
  await page.keyboard.press('Escape')
}

/**
 * The first day the calendar lets a visitor pick (tomorrow at the earliest). The calendar opens
 * on the month of the first day in the booking window; when that is a month's last day and a
 * Sunday, the month shows none, and the next one holds it.
 */
async function firstBookableDay(page: Page) {
  const grid = page.getByRole('grid')
  await expect(grid).toBeVisible()
  const enabled = grid.locator('td button:enabled')
  if ((await enabled.count()) === 0) {
    await page.getByRole('button', { name: /next month|volgende maand/i }).click()
  }
  return enabled.first()
}

test.describe('booking a Stage 1 appointment', () => {
  test('says the vehicle is filled in only when a link filled it in, under breadcrumbs', async ({
    request,
  }) => {
    const bare = await (await request.get('/afspraak-stage1')).text()
    expect(bare).not.toContain('Uw voertuig is al ingevuld')
    expect(bare).toContain('Kies een dag, reserveer uw plaats')
    expect(bare).toContain('"@type":"BreadcrumbList"')
    expect(await (await request.get(stage1)).text()).toContain('Uw voertuig is al ingevuld')
    expect(await (await request.get('/en/afspraak')).text()).toContain('"@type":"BreadcrumbList"')
  })

  test('zod and the booking schema come with the visitor’s first touch, not with the page', async ({
    page,
  }) => {
    const withZod: string[] = []
    page.on('response', async (response) => {
      if (!response.url().includes('/_next/static/chunks/')) return
      if ((await response.text()).includes('ZodString')) withZod.push(response.url())
    })
    await page.goto('/afspraak')
    await page.waitForLoadState('networkidle')
    expect(withZod).toEqual([])
    await (await firstBookableDay(page)).click()
    await expect(page.getByRole('button', { name: 'Deze dag inplannen' })).toBeEnabled()
    await expect.poll(() => withZod.length).toBeGreaterThan(0)
  })

  test('shows the form once a place is reserved, runs the checks in order, books and resets, and staff see the booking', async ({
    page,
  }) => {
    await page.goto(stage1)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stage 1 chiptuning afspraak')
    const confirm = page.getByRole('button', { name: 'Afspraak bevestigen' })
    const terms = page.getByRole('checkbox', { name: /algemene voorwaarden/ })
    // The spec's flow: date, then "Deze dag inplannen", then the vehicle and customer form.
    await expect(page.getByLabel('Naam')).toBeHidden()
    await expect(page.getByLabel('Merk', { exact: true })).toBeHidden()
    await expect(confirm).toBeHidden()

    await (await firstBookableDay(page)).click()
    await expect(page.getByRole('button', { name: 'Deze dag inplannen' })).toBeEnabled()
    await expect(page.getByText(/Plaats 1 · 09:00 · Hele dag/)).toBeVisible()
    await expect(
      page.getByRole('heading', {
        name: /^(maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag) \d{1,2} \w+ \d{4}$/,
      }),
    ).toBeVisible()
    await expect(page.getByLabel('Naam')).toBeHidden()

    await page.getByRole('button', { name: 'Deze dag inplannen' }).click()
    await expect(page.getByRole('button', { name: 'Plaats gereserveerd ✓' })).toBeDisabled()
    for (const [label, value] of [
      ['Merk', 'Audi'],
      ['Model', 'A4'],
      ['Bouwjaar', '2015-2019'],
      ['Motorvariant', '2.0 TDI 150hp'],
    ]) {
      const field = page.getByLabel(label!, { exact: true })
      await expect(field).toBeVisible()
      await expect(field).toHaveValue(value!)
      await expect(field).toHaveAttribute('readonly', '')
    }
    await expect(confirm).toBeDisabled()
    await expect(
      page.getByRole('link', { name: 'algemene voorwaarden', exact: true }),
    ).toHaveAttribute('href', '/algemene-voorwaarden')
    await expect(page.getByRole('link', { name: 'privacybeleid', exact: true })).toHaveAttribute(
      'href',
      '/privacybeleid',
    )
    await terms.check()
    await expect(confirm).toBeEnabled()
    await confirm.click()
    // The server's schema refuses the empty fields: each says why beneath it, the first has focus.
    const name = page.getByLabel('Naam')
    await expect(name).toBeFocused()
    await expect(name).toHaveAttribute('aria-invalid', 'true')
    await expect(name).toHaveAccessibleDescription('Vul uw naam in.')
    await expect(page.getByLabel('Telefoonnummer')).toHaveAccessibleDescription(
      'Vul uw telefoonnummer in.',
    )
    await expectToast(page, 'Naam vereist', 'Vul uw naam in.')
    await name.fill('Eva Jansen')
    // Checked again on every change once sent: the message goes as the field is filled.
    await expect(name).toHaveAttribute('aria-invalid', 'false')
    await confirm.click()
    await expect(page.getByLabel('E-mailadres')).toBeFocused()
    await expectToast(page, 'Email vereist', 'Vul uw emailadres in.')
    await page.getByLabel('E-mailadres').fill('eva@example.nl')
    await confirm.click()
    await expectToast(page, 'Telefoonnummer vereist', 'Vul uw telefoonnummer in.')
    await page.getByLabel('Telefoonnummer').fill('06 98765432')
    await confirm.click()
    await expectToast(page, 'Kenteken vereist', 'Vul het kenteken van uw voertuig in.')
    await page.getByLabel('Kenteken').pressSequentially('xz-123-b')
    await expect(page.getByLabel('Kenteken')).toHaveValue('XZ-123-B')
    await page.getByLabel('Opmerkingen').fill('Graag een vervangende auto')

    await confirm.click()
    await expectToast(
      page,
      'Afspraak gemaakt!',
      'Uw afspraak is succesvol gemaakt. U ontvangt een bevestigingsmail.',
    )
    // Reset: no date, no place, no consent, vehicle back to the prefill.
    await expect(page.getByRole('button', { name: 'Deze dag inplannen' })).toHaveCount(0)
    await expect(confirm).toBeHidden()
    // The hidden form is empty again, the vehicle back to the prefill.
    await expect(page.locator('input[name="termsAccepted"]')).not.toBeChecked()
    await expect(page.locator('input[name="customerName"]')).toHaveValue('')
    await expect(page.locator('input[name="brand"]')).toHaveValue('Audi')

    await signInToAdmin(page)
    await page.goto('/admin/collections/bookings')
    const row = page.getByRole('row').filter({ hasText: 'Eva Jansen' })
    await expect(row).toContainText('XZ-123-B')
    await expect(row).toContainText('Audi A4 2015-2019 2.0 TDI 150hp')
  })

  test('Sundays cannot be picked', async ({ page }) => {
    await page.goto('/afspraak')
    const rows = page.getByRole('grid').locator('tbody tr')
    const count = await rows.count()
    expect(count).toBeGreaterThan(3)
    for (let i = 0; i < count; i++) {
      const sunday = rows.nth(i).locator('td').nth(6)
      if ((await sunday.locator('button').count()) === 0) continue
      await expect(sunday.locator('button')).toBeDisabled()
    }
  })
})

test.describe('booking API', () => {
  test('answers bad input with 400 and a clear message, never 5xx', async ({ request }) => {
    const bad = [
      { data: 'not json', status: 400 },
      { data: { appointmentDate: '2026-02-30' }, status: 400 },
      {
        data: {
          appointmentDate: '2030-01-01',
          customerName: 'x',
          customerEmail: 'nope',
          customerPhone: '1',
          licensePlate: 'x',
          termsAccepted: true,
          idempotencyKey: 'abcdefgh-1',
        },
        status: 400,
      },
      { data: { customerName: 'x'.repeat(20_000) }, status: 413 },
    ]
    for (const { data, status } of bad) {
      const response = await request.post('/api/bookings', {
        data,
        headers: { 'content-type': 'application/json' },
      })
      expect(response.status()).toBe(status)
      expect(((await response.json()) as { error: string }).error.length).toBeGreaterThan(5)
    }
    const availability = await request.post('/api/availability', { data: { date: 'morgen' } })
    expect(availability.status()).toBe(400)
  })

  test('availability of a Sunday gives the reason', async ({ request }) => {
    // A Sunday a week or more ahead: the coming one can be within the lead time (on a Saturday
    // evening, or after midnight in the workshop's time zone), which answers "too soon" first.
    const sunday = new Date()
    sunday.setUTCDate(sunday.getUTCDate() + ((7 - sunday.getUTCDay()) % 7) + 7)
    const response = await request.post('/api/availability', {
      data: { date: sunday.toISOString().slice(0, 10) },
    })
    expect(response.status()).toBe(200)
    expect(await response.json()).toMatchObject({
      available: false,
      slots: [],
      reason: 'Op deze dag zijn wij gesloten.',
    })
  })
})

test.describe('services page', () => {
  test('shows the services from the CMS with the booking form embedded', async ({ page }) => {
    const response = await page.goto('/diensten')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(await page.getByRole('heading', { level: 2 }).count()).toBeGreaterThan(2)
    await expect(page.getByRole('heading', { name: 'Plan uw afspraak' })).toBeVisible()
    await expect(page.getByRole('grid')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Afspraak bevestigen' })).toBeHidden()
    await page.goto('/en/diensten')
    await expect(page.getByRole('heading', { name: 'Book your appointment' })).toBeVisible()
  })
})
