import { expect, test, type APIRequestContext } from '@playwright/test'

import { seriousViolations } from './axe'
import { findEngines } from './helpers'

/** An Audi A4 engine of the demo catalogue: its year, engine and package pages are templates. */
async function audiA4Engine(request: APIRequestContext) {
  const [engine] = await findEngines(request, 'where[path][like]=audi/a4/&limit=1')
  if (!engine) throw new Error('the demo catalogue has no Audi A4 engine')
  return {
    path: engine.path,
    year: engine.path.split('/').slice(0, 3).join('/'),
    name: engine.name,
  }
}

type Template = [name: string, path: (request: APIRequestContext) => Promise<string> | string]

const templates: Template[] = [
  ['home', () => '/'],
  ['brand list', () => '/merken'],
  ['brand', () => '/merken/audi'],
  ['model', () => '/merken/audi/a4'],
  ['build year', async (request) => `/merken/${(await audiA4Engine(request)).year}`],
  ['engine', async (request) => `/merken/${(await audiA4Engine(request)).path}`],
  ['package', async (request) => `/merken/${(await audiA4Engine(request)).path}/stage-1`],
  ['unknown brand', () => '/merken/onbekend-merk'],
  ['booking', () => '/afspraak'],
  [
    'Stage 1 booking with a vehicle',
    async (request) =>
      `/afspraak-stage1?merk=Audi&model=A4&bouwjaar=2016&motorvariant=${encodeURIComponent((await audiA4Engine(request)).name)}`,
  ],
  ['services', () => '/diensten'],
  ['contact', () => '/contact'],
  ['questions', () => '/veelgestelde-vragen'],
  ['about', () => '/over-ons'],
  ['terms', () => '/algemene-voorwaarden'],
  ['local page', () => '/chiptuning-arnhem'],
  ['all options', () => '/alle-opties'],
  ['not found', () => '/bestaat-niet'],
  ['English home', () => '/en'],
  ['German brand', () => '/de/merken/audi'],
]

// One test per template: axe takes seconds per page on a busy machine, so each page gets its own time.
test.describe('accessibility of every page template', () => {
  for (const [name, pathOf] of templates) {
    test(`${name} has no serious or critical axe violations`, async ({ page }) => {
      const path = await pathOf(page.request)
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
      expect(await seriousViolations(page), path).toEqual([])
    })
  }

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
