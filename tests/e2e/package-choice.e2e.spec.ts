import { expect, type Page, test } from '@playwright/test'

import { freeDays, showFreeDay, staffToken } from './helpers'

const engine = '/merken/audi/a4/2015-2019/150pk'

/** The euros in a text as a number ("Totaal incl. BTW: € 1.325" -> 1325). */
const euros = (text: string | null) =>
  Number(/€\s?([\d.]+)/.exec(text ?? '')?.[1]?.replace('.', ''))

async function launchControl(page: Page) {
  const response = await page.request.get('/api/cms/globals/pricing?locale=nl&depth=0')
  const { options } = (await response.json()) as {
    options: { id: string; name: string; price: number }[]
  }
  return options.find((option) => option.name === 'Launch Control')!
}

test.describe('the package a visitor chooses', () => {
  test('adds the ticked options to Stage 1, carries them to the booking form, and the booking keeps the prices', async ({
    page,
    request,
  }) => {
    const option = await launchControl(page)
    await page.goto(engine)
    const card = page.locator('article', { hasText: 'Meest Gekozen Pakket' })
    const total = card.getByText(/^Totaal incl\. BTW/)
    const stage1 = euros(await total.textContent())
    expect(stage1).toBeGreaterThan(0)
    await card
      .getByRole('group', { name: 'Extra opties erbij' })
      .getByLabel(/Launch Control/)
      .check()
    await expect(total).toContainText(String(stage1 + option.price))

    await card
      .getByRole('button', { name: 'Plan hier de afspraak voor Stage 1 chiptuning in' })
      .click()
    await page.waitForURL(/\/afspraak-stage1\?/)
    expect(new URL(page.url()).searchParams.getAll('opties')).toEqual([option.id])
    const choice = page.getByRole('region', { name: 'Uw keuze' })
    await expect(choice).toContainText('Stage 1')
    await expect(choice).toContainText(`Launch Control€ ${option.price}`)
    await expect(choice).toContainText(`Totaal incl. BTW€ ${stage1 + option.price}`)

    const day = await showFreeDay(page, await freeDays(request, 3, 50))
    await page.locator(`td[data-day="${day}"] button`).click()
    await page.getByRole('button', { name: 'Deze dag inplannen' }).click()
    await page.getByLabel('Naam').fill('Pieter Pakket')
    await page.getByLabel('E-mailadres').fill('pieter.pakket@example.nl')
    await page.getByLabel('Telefoonnummer').fill('0612345678')
    await page.getByLabel('Kenteken').fill('PK-900-E')
    await page.getByRole('checkbox', { name: /algemene voorwaarden/ }).check()
    await page.getByRole('button', { name: 'Afspraak bevestigen' }).click()
    await expect(
      page.locator('[data-sonner-toast]').filter({ hasText: 'Afspraak gemaakt!' }),
    ).toBeVisible()

    const token = await staffToken(request)
    const found = await request.get(
      '/api/cms/bookings?where[licensePlate][equals]=PK-900-E&depth=0',
      { headers: { Authorization: `JWT ${token}` } },
    )
    const [booking] = (
      (await found.json()) as {
        docs: { order: { lines: { name: string; price: number }[]; total: number } }[]
      }
    ).docs
    expect(booking!.order.lines.map((line) => line.name)).toEqual(['Stage 1', 'Launch Control'])
    expect(booking!.order.total).toBe(stage1 + option.price)
  })

  test('without script the ticked options still reach the booking page', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    const option = await launchControl(page)
    await page.goto(`/en${engine}`)
    await page.getByLabel(/Launch Control/).check()
    await page
      .getByRole('button', { name: 'Book your Stage 1 chiptuning appointment here' })
      .click()
    await page.waitForURL(/\/en\/afspraak-stage1\?/)
    const choice = page.getByRole('region', { name: 'Your choice' })
    await expect(choice).toContainText(`Launch Control€${option.price}`)
    await expect(choice.getByRole('link', { name: 'Change options' })).toHaveAttribute(
      'href',
      `/en${engine}`,
    )
    await context.close()
  })
})
