import { expect, test } from '@playwright/test'

import { engineDisplayName } from '@/catalogue/rules/power'

import { findEngines } from './helpers'
import { dutchEuro, pricing } from './site-globals'

test.describe('all options', () => {
  test('lists every option of the pricing with its price incl. BTW, and leads to the brands without a vehicle', async ({
    page,
  }) => {
    const { options } = await pricing(page.request)
    expect(options.length).toBeGreaterThan(0)
    const response = await page.goto('/alle-opties')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Alle extra opties')
    const list = page.getByRole('region', { name: 'Opties en prijzen' })
    for (const option of options) {
      const card = list
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: option.name, exact: true }) })
      await expect(card).toContainText(`${dutchEuro(option.price)} incl. BTW`)
      if (option.description) await expect(card).toContainText(option.description)
    }
    await expect(page.getByRole('region', { name: 'Uw voertuig', exact: true })).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Kies uw voertuig' })).toHaveAttribute(
      'href',
      '/merken',
    )

    const breadcrumb = page.getByRole('navigation', { name: 'Kruimelpad' })
    await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/')
    await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText('Alle opties')

    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/alle-opties$/)
    await expect(page.locator('link[rel="alternate"][hreflang="de"]')).toHaveAttribute(
      'href',
      /\/de\/alle-opties$/,
    )
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents()
    const catalog = ld
      .map(
        (text) =>
          JSON.parse(text) as {
            '@type': string
            itemListElement?: { name: string; price: number }[]
          },
      )
      .find((data) => data['@type'] === 'OfferCatalog')
    expect(catalog?.itemListElement?.map(({ name, price }) => ({ name, price }))).toEqual(
      options.map(({ name, price }) => ({ name, price })),
    )
  })

  test("shows the vehicle from an engine page's options link, with the way back and to the booking", async ({
    page,
  }) => {
    const [engine] = await findEngines(page.request, 'where[path][like]=audi/a4/&limit=1')
    await page.goto(`/merken/${engine!.path}`)
    await page.getByRole('link', { name: 'Bekijk Alle Opties' }).click()
    await expect(page).toHaveURL(/\/alle-opties\?brand=Audi&model=A4&/)

    const panel = page.getByRole('region', { name: 'Uw voertuig', exact: true })
    await expect(panel).toContainText('Audi')
    await expect(panel).toContainText('A4')
    const shown = engineDisplayName(engine!.name, 'nl')
    await expect(panel).toContainText(shown)
    await expect(panel).toContainText(`${engine!.stockHp} → ${engine!.tunedHp} pk`)
    await expect(
      panel.getByRole('link', { name: 'Terug naar de resultaten van deze motor' }),
    ).toHaveAttribute('href', `/merken/${engine!.path}`)
    const book = new URL(
      (await panel
        .getByRole('link', { name: 'Plan een afspraak voor dit voertuig' })
        .getAttribute('href'))!,
      'http://x',
    )
    expect(book.pathname).toBe('/afspraak')
    expect(book.searchParams.get('engine')).toBe(shown)
    await expect(page.getByRole('navigation', { name: 'Kruimelpad' })).toContainText(shown)
    // The options stay listed with the vehicle.
    await expect(
      page.getByRole('region', { name: 'Opties en prijzen' }).getByRole('listitem').first(),
    ).toBeVisible()
  })

  test('shows an unknown vehicle from the query as plain text and never breaks on bad values', async ({
    page,
  }) => {
    let dialogs = 0
    page.on('dialog', (dialog) => {
      dialogs++
      void dialog.dismiss()
    })
    const script = '<img src=x onerror=alert(1)>'
    const query = new URLSearchParams({
      brand: script,
      model: 'Model X',
      buildYear: '2030',
      engine: 'V99',
      path: 'javascript:alert(1)',
    })
    const response = await page.goto(`/alle-opties?${query}`)
    expect(response?.status()).toBe(200)
    const panel = page.getByRole('region', { name: 'Uw voertuig', exact: true })
    await expect(panel.getByText(script, { exact: true })).toBeVisible()
    await expect(
      panel.getByRole('link', { name: 'Terug naar de resultaten van deze motor' }),
    ).toHaveCount(0)
    const book = new URL(
      (await panel
        .getByRole('link', { name: 'Plan een afspraak voor dit voertuig' })
        .getAttribute('href'))!,
      'http://x',
    )
    expect(book.searchParams.get('model')).toBe('Model X')
    expect(book.searchParams.get('path')).toBe('')
    expect(dialogs).toBe(0)

    const oversized = await page.goto(
      `/alle-opties?brand=${'A'.repeat(5000)}&brand=B&model=M&buildYear=2020&engine=E&path=/merken/${'a'.repeat(300)}/b/c/d`,
    )
    expect(oversized?.status()).toBe(200)
    await expect(
      page
        .getByRole('region', { name: 'Uw voertuig', exact: true })
        .getByText('A'.repeat(100), { exact: true }),
    ).toBeVisible()

    for (const broken of [
      'brand=%E0%A4%A&model=%&buildYear=%ZZ&engine=x',
      'path=/merken/audi/a4/%2e%2e/x',
      'brand[]=a&model[x]=b',
    ]) {
      const answer = await page.goto(`/alle-opties?${broken}`)
      expect(answer?.status(), broken).toBe(200)
      await expect(page.getByRole('heading', { level: 1 }), broken).toHaveText('Alle extra opties')
    }
  })

  test('offers an electric engine only the options for its fuel, on its page and in the list', async ({
    page,
  }) => {
    await page.goto('/merken/tesla/model-3/2019-2020/440pk')
    const card = page.locator('article', { hasText: 'Meest Gekozen Pakket' })
    const offered = card.getByRole('group', { name: 'Extra opties erbij' })
    await expect(offered.getByLabel(/Launch Control/)).toBeVisible()
    await expect(offered.getByLabel(/Pops & Bangs/)).toHaveCount(0)
    await expect(offered.getByLabel(/ECO-modus/)).toHaveCount(0)
    await page.getByRole('link', { name: 'Bekijk Alle Opties' }).click()
    await expect(page).toHaveURL(/\/alle-opties\?/)
    const list = page.getByRole('region', { name: 'Opties en prijzen' })
    await expect(list.getByRole('heading', { name: 'Launch Control' })).toBeVisible()
    await expect(list.getByRole('heading', { name: 'Pops & Bangs' })).toHaveCount(0)
    await expect(list.getByRole('heading', { name: 'ECO-modus' })).toHaveCount(0)
  })
})
