import { expect, test, type Page } from '@playwright/test'

import { seriousViolations } from './axe'
import { freeDays, showFreeDay } from './helpers'

// Plates the fake RDW knows (tests/fixtures/rdw.ts): a 2018 Golf GTI, a 2017 Golf TDI of
// 150 pk, a 1995 Golf (no build year in the catalogue); GB500B makes the fake RDW fail.

/** With script the form asks /api/vehicle; without, the server answers /merken?plate= with a redirect. */
async function plateFromHomeOpensItsEngine(page: Page) {
  await page.goto('/')
  const plate = page.getByRole('textbox', { name: 'Uw kenteken' })
  await plate.fill('16rsl9')
  await plate.press('Enter')
  await expect(page).toHaveURL(/\/merken\/volkswagen\/golf\/2017-2020\/[a-z0-9-]+$/, {
    timeout: 30_000,
  })
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Volkswagen Golf')
  await expect(page.getByRole('heading', { level: 1 })).toContainText('230')
}

test.describe('licence-plate look-up', () => {
  // Each test opens an engine page the production server renders for the first time.
  test.describe.configure({ timeout: 120_000 })

  test('a plate typed on the home page leads straight to its engine page', async ({ page }) => {
    await plateFromHomeOpensItsEngine(page)
  })

  test('says so when the plate is no Dutch plate or the RDW cannot answer', async ({ page }) => {
    await page.goto('/')
    const plate = page.getByRole('textbox', { name: 'Uw kenteken' })
    await plate.fill('ABC')
    await page.getByRole('button', { name: 'Zoek mijn motor' }).click()
    await expect(
      page.getByText('Dit is geen Nederlands kenteken. Voorbeeld: 16-RSL-9.'),
    ).toBeVisible()
    await expect(plate).toHaveAttribute('aria-invalid', 'true')
    await plate.fill('GB-500-B')
    await plate.press('Enter')
    await expect(page.getByText(/De RDW is nu niet bereikbaar/)).toBeVisible()
    await expect(page).toHaveURL(/\/$/)
  })

  test('a plate without a matching engine preselects brand and model in the picker', async ({
    page,
  }) => {
    await page.goto('/')
    await page.getByRole('textbox', { name: 'Uw kenteken' }).fill('TN-Z12-B')
    await page.getByRole('button', { name: 'Zoek mijn motor' }).click()
    await expect(page.getByText(/We hebben Volkswagen Golf alvast gekozen/)).toBeVisible()
    await expect(page.getByRole('combobox', { name: 'Merk' })).toHaveText(/Volkswagen/)
    await expect(page.getByRole('combobox', { name: 'Model' })).toHaveText(/Golf/)
    await page.getByRole('button', { name: 'Bekijk resultaat' }).click()
    await expect(page).toHaveURL(/\/merken\/volkswagen\/golf$/, { timeout: 30_000 })
  })

  test('works on /merken in English too', async ({ page }) => {
    await page.goto('/en/merken')
    const plate = page.getByRole('textbox', { name: 'Your licence plate' })
    await plate.fill('GZ-123-X')
    await plate.press('Enter')
    await expect(page).toHaveURL(/\/en\/merken\/volkswagen\/golf\/2012-2017\/[a-z0-9-]+$/, {
      timeout: 30_000,
    })
  })

  test('the booking form fills in the vehicle from the plate', async ({ page, request }) => {
    // A day no other test books: the first bookable one may be a Saturday, whose one place the
    // booking test takes at the same time.
    const days = await freeDays(request, 3, 30)
    await page.goto('/afspraak')
    await page.locator(`td[data-day="${await showFreeDay(page, days)}"] button`).click()
    await page.getByRole('button', { name: 'Deze dag inplannen' }).click()
    await page.getByRole('textbox', { name: /^Kenteken/ }).fill('16-RSL-9')
    await page.getByRole('button', { name: 'Voertuig invullen met kenteken' }).click()
    await expect(
      page.getByText('Voertuig ingevuld: Volkswagen Golf 2017-2020 2.0 TSI 230hp'),
    ).toBeVisible()
    for (const [label, value] of [
      ['Merk', 'Volkswagen'],
      ['Model', 'Golf'],
      ['Bouwjaar', '2017-2020'],
      ['Motorvariant', '2.0 TSI 230hp'],
    ] as const) {
      await expect(page.getByLabel(label, { exact: true })).toHaveValue(value)
    }
  })

  test('several engines give a short choice that works by keyboard', async ({ page }) => {
    await page.goto('/')
    const plate = page.getByRole('textbox', { name: 'Uw kenteken' })
    await plate.fill('52-HXT-3')
    await plate.press('Enter')
    await expect(page.getByText('Welke motor heeft uw auto?')).toBeVisible()
    const choices = page
      .locator('#picker')
      .getByRole('link', { name: /^Volkswagen Golf 2017-2020 / })
    await expect(choices).toHaveCount(5)
    expect(await seriousViolations(page, '#picker')).toEqual([])
    await page.getByRole('button', { name: 'Zoek mijn motor' }).focus()
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await expect(choices.first()).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/merken\/volkswagen\/golf\/2017-2020\/[a-z0-9-]+$/, {
      timeout: 30_000,
    })
  })

  test('the plate field and its messages on /merken have no serious axe violations', async ({
    page,
  }) => {
    await page.goto('/merken')
    const field = page.locator('section[aria-labelledby="plate-title"]')
    await field.getByRole('textbox', { name: 'Uw kenteken' }).fill('TNZ12B')
    // Enter, not a click: a pointer left on the button would be measured in its hover colour.
    await field.getByRole('textbox', { name: 'Uw kenteken' }).press('Enter')
    await expect(field.getByRole('link', { name: 'Bekijk Volkswagen Golf' })).toHaveAttribute(
      'href',
      '/merken/volkswagen/golf',
    )
    expect(await seriousViolations(page, 'section[aria-labelledby="plate-title"]')).toEqual([])
  })
})

test('a plate address opened with script shows the answer, and the plate leaves the address', async ({
  page,
}) => {
  await page.goto('/merken?plate=TNZ12B&category=cars')
  const field = page.locator('section[aria-labelledby="plate-title"]')
  await expect(field.getByRole('link', { name: 'Bekijk Volkswagen Golf' })).toBeVisible()
  await expect(page).toHaveURL(/\/merken\?category=cars$/)
})

test('a plate look-up by address is private; the page without one is shareable', async ({
  request,
}) => {
  const lookup = await request.get('/merken?plate=ABC')
  expect(lookup.headers()['cache-control']).toBe('private, no-store')
  const overview = await request.get('/merken?q=audi')
  expect(overview.headers()['cache-control']).toContain('s-maxage=5')
})

test.describe('licence-plate look-up without script', () => {
  test.use({ javaScriptEnabled: false })
  test.describe.configure({ timeout: 120_000 })

  test('a plate sent from the home page opens its engine page', async ({ page }) => {
    await plateFromHomeOpensItsEngine(page)
  })

  test('/merken shows what the server found, in the page language', async ({ page }) => {
    await page.goto('/en/merken')
    const field = page.locator('section[aria-labelledby="plate-title"]')
    const plate = field.getByRole('textbox', { name: 'Your licence plate' })
    await plate.fill('tn-z12-b')
    await field.getByRole('button', { name: 'Find my engine' }).click()
    await expect(page).toHaveURL(/\/en\/merken\?plate=tn-z12-b$/)
    await expect(field.getByText('Your exact engine is not in our list.')).toBeVisible()
    await expect(field.getByRole('link', { name: 'See Volkswagen Golf' })).toHaveAttribute(
      'href',
      '/en/merken/volkswagen/golf',
    )
    await expect(plate).toHaveValue('TNZ-12-B')

    await plate.fill('ABC')
    await plate.press('Enter')
    await expect(
      field.getByText('This is not a Dutch licence plate. Example: 16-RSL-9.'),
    ).toBeVisible()
    await expect(plate).toHaveAttribute('aria-invalid', 'true')
  })
})
