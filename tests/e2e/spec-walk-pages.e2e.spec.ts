import { expect, test } from '@playwright/test'

import { engineDisplayName } from '@/catalogue/rules/power'

import { findEngines } from './helpers'
import { pageCount, pdfText } from './pdf'
import { html } from './server-html'

test.describe('result page brochure', () => {
  test('Download Brochure gives a one-page PDF of that vehicle and package in the page language', async ({
    page,
    request,
  }) => {
    const [engine] = await findEngines(request, 'where[path][like]=audi/a4/2015-2019/&limit=1')
    await page.goto(`/merken/${engine!.path}/stage-1`)
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download Brochure' }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(/^brochure-audi-a4-2015-2019-.*-stage-1\.pdf$/)
    const dutch = await request.get(`/merken/${engine!.path}/stage-1/brochure`)
    expect(dutch.headers()['content-type']).toBe('application/pdf')
    const pdf = await dutch.body()
    expect(pageCount(pdf)).toBe(1)
    const text = pdfText(pdf)
    for (const expected of [
      'Stage 1 Audi A4',
      engineDisplayName(engine!.name, 'nl'),
      'Prestaties voor en na de tuning',
      'Vermogen',
      'Koppel',
      '+',
      'jaar garantie',
      'Inclusief installatie',
      'Kerkenbos',
      'Telefoon',
    ]) {
      expect(text, expected).toContain(expected)
    }
    const german = pdfText(
      await (await request.get(`/de/merken/${engine!.path}/stage-1/brochure`)).body(),
    )
    expect(german).toContain('Leistung vor und nach dem Tuning')
    expect(german).toContain('Jahre Garantie')
    const english = pdfText(
      await (await request.get(`/en/merken/${engine!.path}/stage-1/brochure`)).body(),
    )
    expect(english).toContain('Performance before and after tuning')
    expect((await request.get(`/merken/${engine!.path}/stage-9/brochure`)).status()).toBe(404)
  })
})

test.describe('navigation and breadcrumbs', () => {
  test('Home in the header is a same-page anchor on the home page only', async ({ page }) => {
    await page.goto('/')
    const home = page
      .getByRole('navigation', { name: 'Hoofdnavigatie' })
      .getByRole('link', { name: 'Home', exact: true })
    await expect(home).toHaveAttribute('href', '#top')
    await page.goto('/contact')
    await expect(
      page
        .getByRole('navigation', { name: 'Hoofdnavigatie' })
        .getByRole('link', { name: 'Home', exact: true }),
    ).toHaveAttribute('href', '/')
  })

  test('content pages have breadcrumbs, visible and as BreadcrumbList data', async ({
    request,
  }) => {
    for (const path of [
      '/diensten',
      '/over-ons',
      '/contact',
      '/veelgestelde-vragen',
      '/algemene-voorwaarden',
      '/privacybeleid',
      '/landbouw-chiptuning',
      '/chiptuning-arnhem',
      '/automotive-tuning-services',
    ]) {
      const body = await html(request, path)
      expect(body, path).toMatch(
        /<nav aria-label="Kruimelpad"[^>]*>.*<a [^>]*href="\/">Home<\/a>.*aria-current="page"/s,
      )
      const list = [...body.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)]
        .map((m) => JSON.parse(m[1]!) as { '@type': string; itemListElement?: { item: string }[] })
        .find((data) => data['@type'] === 'BreadcrumbList')
      expect(list?.itemListElement?.at(-1)?.item, path).toMatch(new RegExp(`${path}$`))
    }
  })
})
