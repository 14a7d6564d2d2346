import { expect, test } from '@playwright/test'

import { signInToAdmin, staffToken } from './helpers'
import { h1, html, title } from './server-html'

// Short engine addresses and the links of year pages, each language's own words and the
// admin's; the pages as they arrive without JavaScript are in
// spec-walk-without-script.e2e.spec.ts.

test.describe('the short engine address', () => {
  test('offers the choice when two engines of the year share the power, each leading to its page', async ({
    page,
    request,
  }) => {
    const body = await html(request, '/merken/seat/leon-st/2017-2020/150pk')
    expect(h1(body)).toBe('Seat Leon ST 2017-2020 met 150 pk: welke motor?')
    await page.goto('/merken/seat/leon-st/2017-2020/150pk')
    const choices = page
      .getByRole('main')
      .locator('a[href^="/merken/seat/leon-st/2017-2020/150pk-"]')
    await expect(choices).toHaveCount(2)
    for (const href of await choices.evaluateAll((links) =>
      links.map((link) => link.getAttribute('href')),
    )) {
      expect(href).toMatch(/^\/merken\/seat\/leon-st\/2017-2020\/150pk-/)
      const engine = await request.get(href!)
      expect(engine.status(), href!).toBe(200)
    }
  })

  test('no link on a sample of year pages leads to a not-found page', async ({ request }) => {
    // Some hundred cold pages: a walk, not a click.
    test.slow()
    const response = await request.get(
      '/api/cms/build-years?limit=0&depth=0&select[path]=true&pagination=false',
      {
        headers: { Authorization: `JWT ${await staffToken(request)}` },
      },
    )
    const years = ((await response.json()) as { docs: { path: string }[] }).docs.map(
      (doc) => doc.path,
    )
    expect(years.length).toBeGreaterThan(500)
    // Every 25th year page, spread over the alphabet; the full catalogue is checked on its data in the seed test.
    const sample = years.filter((_, index) => index % 25 === 0)
    const seen = new Set<string>()
    for (const year of sample) {
      const body = await html(request, `/merken/${year}`)
      for (const [, href] of body.matchAll(/href="(\/merken\/[^"?#]+)"/g)) {
        if (seen.has(href!)) continue
        seen.add(href!)
        expect(
          (await request.get(href!, { maxRedirects: 0 })).status(),
          `${href} on /merken/${year}`,
        ).toBe(200)
      }
    }
    expect(seen.size).toBeGreaterThan(sample.length)
  })
})

test.describe('every language its own words', () => {
  test('keywords, the toast region and the Stage 2 quote mail follow the page language', async ({
    page,
    request,
  }) => {
    for (const path of [
      '/en',
      '/de',
      '/en/afspraak',
      '/de/diensten',
      '/en/veelgestelde-vragen',
      '/de/merken',
    ]) {
      const keywords =
        /<meta name="keywords" content="([^"]*)"/.exec(await html(request, path))?.[1] ?? ''
      expect(keywords, path).not.toMatch(/afspraak|werkplaats|diensten|vragen|merken|meer vermogen/)
    }
    // The toast region comes with the first toast (no page loads sonner before one is raised).
    await page.goto('/de/merken/audi')
    await page.waitForLoadState('networkidle')
    const region = page.locator('section[aria-label^="Benachrichtigungen"]')
    await expect(region).toHaveCount(0)
    const form = page.locator('#contact')
    await form.getByLabel('Name', { exact: true }).fill('Eva Jansen')
    await form.getByLabel('E-Mail-Adresse').fill('eva@example.nl')
    await form.getByLabel('Telefonnummer').fill('0612345678')
    await form.getByLabel('Kennzeichen').fill('XZ-123-B')
    await form.getByRole('button', { name: 'Nachricht senden' }).click()
    await expect(region).toHaveCount(1)
    await expect(region.locator('[data-sonner-toast]')).toContainText('Nachricht gesendet')

    await page.goto('/de/merken/audi/a4/2015-2019/150pk')
    const quote = decodeURIComponent(
      (await page.getByRole('link', { name: /Angebot/ }).getAttribute('href')) ?? '',
    )
    expect(quote).toContain('subject=Angebot Stage 2 - Audi A4 2015-2019')
    expect(quote).toContain('Marke: Audi')
    expect(quote).not.toContain('Merk:')
  })

  test('engine and package pages name fuel, power units and prices in the page language', async ({
    page,
    request,
  }) => {
    const engine = '/merken/audi/a4/2015-2019/190pk'
    // React separates neighbouring text with empty comments.
    const text = async (path: string) => (await html(request, path)).replace(/<!-- -->/g, '')
    const german = await text(`/de${engine}`)
    expect(german).toContain('2015-2019 · Benzin')
    expect(german).not.toContain('· Petrol')
    expect(german).toContain('190 → 245 PS, 320 → 410 Nm')
    expect(german).toContain('<meta property="og:locale" content="de_DE"/>')
    expect(await text(engine)).toContain('2015-2019 · Benzine')
    expect(await text(`/en${engine}`)).toContain('190 → 245 hp')

    // The package page states the engine's Stage 1 offer as its cards write it (the demo's
    // promotion: 250 €, the engine's own price struck through); its Stage 1 link names the engine.
    const result = await text(`/de${engine}/stage-1`)
    expect(result).toMatch(/<span class="text-4xl font-extrabold">250(&nbsp;|\u00a0| )€<\/span>/)
    await page.goto(`/en${engine}/stage-1`)
    await page
      .getByRole('button', { name: 'Book your Stage 1 chiptuning appointment here' })
      .click()
    await page.waitForURL(/\/en\/afspraak-stage1\?/)
    const stage1 = new URL(page.url())
    expect(stage1.searchParams.get('motorvariant')).toBe('2.0 TFSI 190 hp')
    // The demo's promotion (Stage 1 for €250) runs, and is lower than the engine's own price.
    await expect(page.getByRole('region', { name: 'Your choice' })).toContainText(
      'Total incl. VAT€250',
    )
    await page.goBack()
    const quote = decodeURIComponent(
      (await page.getByRole('link', { name: 'Request a Quote' }).getAttribute('href')) ?? '',
    )
    expect(quote).toContain('190pk')
  })

  test('the local page of the workshop town says so, and no title repeats the site name', async ({
    request,
  }) => {
    const body = await html(request, '/chiptuning-nijmegen')
    expect(body).not.toContain('0 km')
    expect(body).toContain('Onze werkplaats staat in Nijmegen zelf')
    expect(title(body)).toBe('Chiptuning Nijmegen')
    expect(title(await html(request, '/chiptuning-arnhem'))).toMatch(
      /^[^|]+\| Chiptuning Nijmegen$/,
    )
  })
})

test.describe('admin', () => {
  // The admin speaks the browser's language; this one is Dutch, the workshop's own.
  test.use({ locale: 'nl-NL' })

  test('the dashboard names the content language instead of "undefined"', async ({ page }) => {
    await signInToAdmin(page)
    await expect(page.locator('body')).toContainText('Catalogus')
    await expect(page.locator('body')).not.toContainText('undefined')
  })
})
