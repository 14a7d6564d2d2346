import { expect, test } from '@playwright/test'

test.describe('vehicle search without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the form is a plain GET to /zoeken; the most exact match comes first, typos too', async ({
    page,
  }) => {
    await page.goto('/zoeken')
    await page
      .getByRole('searchbox', { name: 'Zoek merk, model of motor' })
      .fill('golf 7 2.0 tdi 150')
    await page.getByRole('button', { name: 'Zoeken' }).click()
    await expect(page).toHaveURL(/\/zoeken\?q=golf\+7\+2\.0\+tdi\+150$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Zoekresultaten voor “golf 7 2.0 tdi 150”',
    )
    const results = page.getByRole('region', { name: /resultaten/ }).getByRole('listitem')
    await expect(results.first().getByRole('link').first()).toContainText(
      'Volkswagen Golf 2.0 TDI 150 pk',
    )
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)

    await page.goto('/en/zoeken?q=peugot')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “peugot”')
    await expect(page.getByRole('link', { name: /^Peugeot\s*Make$/ })).toBeVisible()

    await page.goto('/de/zoeken?q=zzqqxx')
    await expect(page.getByText('Keine Fahrzeuge gefunden für „zzqqxx“.')).toBeVisible()
  })

  test('the endpoint answers a bad query with 400 and a message, never an error page', async ({
    request,
  }) => {
    const empty = await request.get('/api/search?q=&locale=nl')
    expect(empty.status()).toBe(400)
    expect(await empty.json()).toMatchObject({
      message: 'Typ een merk, model of motor om te zoeken.',
    })
    const long = await request.get(`/api/search?q=${'a'.repeat(200)}&locale=en`)
    expect(long.status()).toBe(400)
    const ok = await request.get('/api/search?q=c220d&locale=de')
    expect(ok.status()).toBe(200)
    const body = (await ok.json()) as { hits: { title: string; href: string }[] }
    expect(body.hits[0]?.title).toContain('C 220 d')
    expect(body.hits[0]?.href).toMatch(/^\/de\/merken\/mercedes-benz\/c-klasse\//)
  })
})

test('suggestions while typing, loaded when the field is first focused', async ({ page }) => {
  const asked: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/api/search')) asked.push(request.url())
  })
  await page.goto('/merken')
  // A search box until focused, a combobox once the suggestions' script has taken it over.
  const name = 'Zoek merk, model of motor'
  await page.getByRole('searchbox', { name }).click()
  const field = page.getByRole('combobox', { name })
  await field.pressSequentially('c220d', { delay: 30 })
  const option = page.getByRole('option', { name: /Mercedes-Benz C-Klasse C 220 d/ }).first()
  await expect(option).toBeVisible()
  expect(asked.length).toBeGreaterThan(0)
  await expect(field).toHaveAttribute('aria-expanded', 'true')
  await field.press('ArrowDown')
  await expect(option).toHaveAttribute('aria-selected', 'true')
  await field.press('Enter')
  await expect(page).toHaveURL(/\/merken\/mercedes-benz\/c-klasse\/[^/]+\/[^/]+$/)
})

test.describe('comparing engines without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('from an engine page, add a second engine through the search, shareable by address', async ({
    page,
  }) => {
    await page.goto('/zoeken?q=golf+7+2.0+tdi+150')
    await page
      .getByRole('link', { name: /Volkswagen Golf 2\.0 TDI 150 pk/ })
      .first()
      .click()
    await page.getByRole('link', { name: 'Vergelijk met andere motoren' }).click()
    await expect(page).toHaveURL(/\/vergelijken\?m=\d+$/)
    await expect(page.getByRole('columnheader', { name: /Volkswagen Golf/ })).toBeVisible()

    const add = page.getByRole('region', { name: 'Motor toevoegen' })
    await add.getByRole('searchbox', { name: 'Zoek merk, model of motor' }).fill('c220d')
    await add.getByRole('button', { name: 'Zoeken' }).click()
    await expect(page).toHaveURL(/\/zoeken\?q=c220d&m=\d+$/)
    await page
      .getByRole('link', { name: /C 220 d .* aan de vergelijking toevoegen/ })
      .first()
      .click()
    await expect(page).toHaveURL(/\/vergelijken\?m=\d+,\d+$/)
    await expect(page.getByRole('columnheader')).toHaveCount(2)
    await expect(page.getByRole('rowheader', { name: 'Vermogen' })).toBeVisible()
    await expect(page.getByRole('rowheader', { name: 'Prijs Stage 1' })).toBeVisible()
    // The Golf has the demo's runs on the rollenbank, the C 220 d none.
    const measured = page.getByRole('row', { name: /Gemeten op onze rollenbank/ })
    await expect(measured).toContainText(/\+\d+ pk \/ \+\d+ Nm/)
    await expect(measured).toContainText('Nog niet gemeten')

    // The address alone shows the same comparison, in another language too.
    const shared = new URL(page.url())
    await page.context().clearCookies()
    await page.goto(`/en/vergelijken${shared.search}`)
    await expect(page.getByRole('columnheader')).toHaveCount(2)
    await expect(page.getByRole('rowheader', { name: 'Power' })).toBeVisible()
  })

  test('an unknown engine in the address gets a clear message', async ({ page }) => {
    await page.goto('/vergelijken?m=999999,abc')
    await expect(page.getByRole('alert')).toHaveText(
      'Deze motoren bestaan niet (meer): 999999, abc.',
    )
    await expect(page.getByText('Nog geen motoren gekozen.', { exact: false })).toBeVisible()
  })
})
