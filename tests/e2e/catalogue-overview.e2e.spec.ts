import { expect, test } from '@playwright/test'

import { findEngines, staffToken } from './helpers'

// Not-found pages, the brand overview (with and without script) and a figure staff change; the
// walk from a brand to its packages is in catalogue-walk.e2e.spec.ts.

test.describe('not-found and pending states', () => {
  test('unknown slugs answer 404 with the catalogue texts', async ({ page, request }) => {
    const [engine] = await findEngines(request, 'where[path][like]=audi/a4/&limit=1')
    const year = engine!.path.split('/').slice(0, 3).join('/')
    const cases: [string, string][] = [
      ['/merken/onbekend-merk', 'Merk niet gevonden'],
      ['/merken/onbekend-merk/a4', 'Merk niet gevonden'],
      ['/merken/audi/onbekend-model', 'Deze pagina is momenteel in onderhoud'],
      ['/merken/audi/a4/1900-1901', 'Bouwjaar niet gevonden'],
      [`/merken/${year}/9999pk`, 'Motor niet gevonden'],
      [`/merken/${engine!.path}/stage-9`, 'Resultaat niet gevonden'],
      // Also after hydration, whichever part of a result address is unknown.
      [
        `/merken/onbekend-merk/${engine!.path.split('/').slice(1).join('/')}/stage-1`,
        'Resultaat niet gevonden',
      ],
      [`/merken/${year}/9999pk/stage-1`, 'Resultaat niet gevonden'],
    ]
    for (const [path, title] of cases) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(404)
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(title)
    }
    await page.goto('/merken/onbekend-merk')
    await expect(page.getByRole('link', { name: 'Terug naar merken' })).toHaveAttribute(
      'href',
      '/merken',
    )
  })

  test('a brand without models says its information is being added', async ({ page, request }) => {
    const brands = (await (await request.get('/api/cms/brands?limit=200&depth=0')).json()) as {
      docs: { id: number; name: string; slug: string }[]
    }
    // Every model in one answer: anonymous reads are capped at 100 documents, staff reads are not.
    const headers = { Authorization: `JWT ${await staffToken(request)}` }
    const models = (await (
      await request.get('/api/cms/models?limit=0&pagination=false&depth=0', { headers })
    ).json()) as { docs: { brand: number }[] }
    const withModels = new Set(models.docs.map((m) => m.brand))
    const empty = brands.docs.find((b) => !withModels.has(b.id))!
    const response = await page.goto(`/merken/${empty.slug}`)
    expect(response?.status()).toBe(200)
    await expect(
      page.getByRole('heading', { name: `${empty.name} informatie wordt toegevoegd` }),
    ).toBeVisible()
    await expect(page.getByRole('link', { name: 'Neem Contact Op' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Ga Terug' })).toBeVisible()
  })
})

test.describe('brand overview', () => {
  test('search and tabs filter together, instantly', async ({ page }) => {
    await page.goto('/merken')
    const grid = page.getByRole('list', { name: 'Merken' }).getByRole('listitem')
    const all = await grid.count()
    expect(all).toBe(85)
    await page.getByRole('link', { name: 'Motoren' }).click()
    await expect(page).toHaveURL(/category=motorcycles/)
    const bikes = await grid.count()
    expect(bikes).toBeGreaterThan(0)
    expect(bikes).toBeLessThan(all)
    await page.getByRole('searchbox', { name: 'Zoek een merk' }).fill('zzzz')
    await expect(page.getByText('Geen merken gevonden')).toBeVisible()
    await page.getByRole('searchbox', { name: 'Zoek een merk' }).fill('')
    await page.getByRole('link', { name: 'Alle voertuigen' }).click()
    await expect(grid).toHaveCount(85)
  })

  test('/chiptuning and /automerken show the overview with /merken as canonical', async ({
    page,
  }) => {
    for (const path of ['/chiptuning', '/automerken']) {
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Chiptuning per merk')
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/merken$/)
    }
  })

  test('fixed brand pages show the brand', async ({ page }) => {
    for (const [path, name] of [
      ['/chiptuning/bmw', 'BMW'],
      ['/chiptuning/mercedes', 'Mercedes-Benz'],
      ['/chiptuning/audi', 'Audi'],
    ]) {
      const response = await page.goto(path!)
      expect(response?.status(), path).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${name} chiptuning`)
    }
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the overview filters through the query string', async ({ page }) => {
    await page.goto('/merken?category=cars&q=alfa')
    const names = await page
      .getByRole('list', { name: 'Merken' })
      .getByRole('listitem')
      .allTextContents()
    expect(names).toHaveLength(1)
    expect(names[0]).toContain('Alfa Romeo')
    await page.goto('/merken?q=zzzz')
    await expect(page.getByText('Geen merken gevonden')).toBeVisible()
  })
})

test.describe('staff edits', () => {
  test('a figure changed through Payload shows on the next request', async ({ page, request }) => {
    const [engine] = await findEngines(request, 'where[path][like]=bmw/&sort=-path&limit=1')
    await page.goto(`/merken/${engine!.path}`)
    await expect(page.getByText(`${engine!.tunedHp} pk`).first()).toBeVisible()

    const token = await staffToken(request)
    const changed = engine!.tunedHp + 7
    const response = await request.patch(`/api/cms/engines/${engine!.id}`, {
      headers: { Authorization: `JWT ${token}` },
      data: { tunedHp: changed },
    })
    expect(response.status()).toBe(200)
    await page.reload()
    await expect(page.getByText(`${changed} pk`).first()).toBeVisible()
  })
})
