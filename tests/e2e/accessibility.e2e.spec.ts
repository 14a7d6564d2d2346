import { expect, test } from '@playwright/test'

import { seriousViolations } from './axe'
import { findEngines } from './helpers'

test.describe('accessibility of every page template', () => {
  test('content, booking and catalogue templates have no serious or critical axe violations', async ({
    page,
  }) => {
    test.setTimeout(180_000)
    const [engine] = await findEngines(page.request, 'where[path][like]=audi/a4/&limit=1')
    const year = engine!.path.split('/').slice(0, 3).join('/')
    const templates = [
      '/',
      '/merken',
      '/merken/audi',
      '/merken/audi/a4',
      `/merken/${year}`,
      `/merken/${engine!.path}`,
      `/merken/${engine!.path}/stage-1`,
      '/merken/onbekend-merk',
      '/afspraak',
      `/afspraak-stage1?merk=Audi&model=A4&bouwjaar=2016&motorvariant=${encodeURIComponent(engine!.name)}`,
      '/diensten',
      '/contact',
      '/veelgestelde-vragen',
      '/over-ons',
      '/algemene-voorwaarden',
      '/chiptuning-arnhem',
      '/alle-opties',
      '/bestaat-niet',
      '/en',
      '/de/merken/audi',
    ]
    const found: string[] = []
    for (const path of templates) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
      found.push(...(await seriousViolations(page)).map((line) => `${path} ${line}`))
    }
    expect(found).toEqual([])
  })

  test('the phone menu and the language menu when open', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 })
    await page.goto('/')
    await page.getByRole('button', { name: 'Menu openen' }).click()
    expect(await seriousViolations(page)).toEqual([])
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/merken')
    await page.getByRole('button', { name: 'Kies taal' }).click()
    await expect(page.getByRole('menu')).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
  })
})
