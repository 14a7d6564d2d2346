import fs from 'node:fs'

import { expect, type Page, test } from '@playwright/test'

import { findEngines, signInToAdmin, staffToken } from './helpers'

test.describe('catalogue import in the admin', () => {
  // One after another: the address and hidden-engine tests change engines, which would show as
  // changes in the import's preview if they ran between its export and its dry run.
  test.describe.configure({ mode: 'serial' })

  test('staff upload a file with one changed price, see it in the preview, apply, and the engine page shows it', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000)
    const token = await staffToken(request)
    const exported = await request.get('/api/cms/catalogue-imports/export', {
      headers: { Authorization: `JWT ${token}` },
    })
    expect(exported.ok()).toBe(true)
    const csv = await exported.text()

    // A Maxus engine: a brand no other test visits, whose own price is its Stage 1 price.
    const line = csv.split('\r\n').find((row) => /^\d+,Maxus,/.test(row))
    expect(line).toBeDefined()
    const [engine] = await findEngines(request, `where[id][equals]=${line!.split(',')[0]}`)
    expect(engine?.results ?? []).toEqual([])
    const newPrice = (engine!.price ?? 299) + 88
    const changedLine = line!.replace(/,\d*$/, `,${newPrice}`)
    const changed = csv.replace(line!, changedLine)

    await signInToAdmin(page)
    await page.goto('/admin/collections/catalogue-imports/create')
    await page.locator('input[type="file"]').setInputFiles({
      name: 'prijslijst.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(changed, 'utf8'),
    })
    await page.getByRole('button', { name: 'Start the dry run' }).click()

    const preview = page.getByRole('region', { name: /changes to figures and prices/i })
    const row = preview.getByRole('row').filter({ hasText: engine!.path })
    await expect(row).toContainText(/price/i, { timeout: 60_000 })
    await expect(row).toContainText(String(newPrice))
    await expect(preview.getByRole('row', { name: /engines/i })).toContainText('1')
    // The download has the screen's words: headings and field names in the admin's language.
    const href = await preview
      .getByRole('link', { name: 'Download all changes (CSV)' })
      .getAttribute('href')
    const download = await page.evaluate(async (url) => (await fetch(url!)).text(), href)
    const [headings, ...rows] = download
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(headings).toBe('Address,Engine,Field,Before,After')
    expect(rows).toEqual([expect.stringContaining(`${engine!.path},`)])
    expect(rows[0]).toContain(`,Price,`)

    await preview.getByRole('button', { name: 'Apply' }).click()
    await expect(preview.getByRole('status')).toHaveText(/applied/i, { timeout: 60_000 })

    await expect
      .poll(
        async () => {
          const response = await request.get(`/merken/${engine!.path}`)
          return (await response.text()).includes(String(newPrice))
        },
        { timeout: 20_000 },
      )
      .toBe(true)
    await page.goto(`/merken/${engine!.path}`)
    await expect(page.getByText(String(newPrice)).first()).toBeVisible()
  })

  test('an engine whose address changed answers 301 from the old one', async ({ request }) => {
    const token = await staffToken(request)
    const headers = { Authorization: `JWT ${token}` }
    const [engine] = await findEngines(request, 'where[path][like]=isuzu/&sort=path&limit=1')
    expect(engine).toBeDefined()
    const oldPath = engine!.path
    const renamed = await request.patch(`/api/cms/engines/${engine!.id}`, {
      headers,
      data: { slug: `${engine!.slug}-x` },
    })
    expect(renamed.ok()).toBe(true)
    await expect
      .poll(
        async () => {
          const response = await request.get(`/merken/${oldPath}`, { maxRedirects: 0 })
          return `${response.status()} ${response.headers().location ?? ''}`
        },
        { timeout: 15_000 },
      )
      .toMatch(new RegExp(`^301 (http://[^/]+)?/merken/${oldPath}-x$`))
    await request.patch(`/api/cms/engines/${engine!.id}`, { headers, data: { slug: engine!.slug } })
  })

  test('a hidden engine answers 404 and leaves the sitemap', async ({ request }) => {
    const headers = { Authorization: `JWT ${await staffToken(request)}` }
    const [engine] = await findEngines(request, 'where[path][like]=ktm/&sort=path&limit=1')
    expect(engine).toBeDefined()
    expect((await request.get(`/merken/${engine!.path}`)).status()).toBe(200)
    await request.patch(`/api/cms/engines/${engine!.id}`, { headers, data: { hidden: true } })
    try {
      expect((await request.get(`/merken/${engine!.path}`)).status()).toBe(404)
      expect(await (await request.get('/sitemap.xml')).text()).not.toContain(
        `/merken/${engine!.path}<`,
      )
    } finally {
      await request.patch(`/api/cms/engines/${engine!.id}`, { headers, data: { hidden: false } })
    }
  })

  test("a brand's SEO title and description from the admin are the page's metadata", async ({
    page,
    request,
  }) => {
    const headers = { Authorization: `JWT ${await staffToken(request)}` }
    const brands = await request.get('/api/cms/brands?where[slug][equals]=acura&depth=0')
    const [brand] = ((await brands.json()) as { docs: { id: number }[] }).docs
    expect(brand).toBeDefined()
    await request.patch(`/api/cms/brands/${brand!.id}?locale=nl`, {
      headers,
      data: {
        seo: { title: 'Acura tunen in Nijmegen', description: 'Eigen omschrijving voor Acura.' },
      },
    })
    try {
      await page.goto('/merken/acura')
      await expect(page).toHaveTitle(/^Acura tunen in Nijmegen/)
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        'Eigen omschrijving voor Acura.',
      )
    } finally {
      await request.patch(`/api/cms/brands/${brand!.id}?locale=nl`, {
        headers,
        data: { seo: { title: '', description: '' } },
      })
    }
  })
})

test.describe('catalogue import in a Dutch admin', () => {
  test.use({ locale: 'nl-NL' })

  const uploadFile = async (page: Page, name: string, text: string) => {
    await page.goto('/admin/collections/catalogue-imports/create')
    await page.locator('input[type="file"]').setInputFiles({
      name,
      mimeType: 'text/csv',
      buffer: Buffer.from(text, 'utf8'),
    })
    await page.getByRole('button', { name: 'Proefimport starten', exact: true }).click()
  }

  test('a refused file and a rejected row are told in Dutch', async ({ page }) => {
    test.setTimeout(120_000)
    await signInToAdmin(page)
    const preview = page.getByRole('region', { name: 'Wijzigingen van cijfers en prijzen' })

    await uploadFile(page, 'kapot.csv', 'brand,model\nAudi,A4\n')
    await expect(preview.getByRole('status')).toContainText(
      'Het bestand is geweigerd: er is niets gewijzigd. In de kopregel ontbreken de kolommen year, fuel, engine',
      { timeout: 60_000 },
    )

    const header = fs.readFileSync('tests/fixtures/csv/full.csv', 'utf8').split('\n')[0]
    await uploadFile(page, 'fout.csv', `${header}\nAudi,A4,2016,Diesel,2.0 TDI,abc,190,320,400,,\n`)
    await expect(preview.getByRole('heading', { name: 'Afgewezen regels (1)' })).toBeVisible({
      timeout: 60_000,
    })
    await expect(
      preview.getByRole('cell', { name: 'Origineel vermogen is geen getal: "abc"' }),
    ).toBeVisible()
    // A request that does not get through says so, and the buttons work again.
    await page.route('**/api/cms/catalogue-imports/*/discard', (route) => route.abort(), {
      times: 1,
    })
    await preview.getByRole('button', { name: 'Verwerpen' }).click()
    await expect(preview.getByRole('alert')).toHaveText(/^Dat lukte niet/)
    await preview.getByRole('button', { name: 'Verwerpen' }).click()
    await expect(preview.getByRole('status')).toHaveText(/^Verworpen/)
    await expect(preview.getByRole('alert')).toHaveCount(0)
  })
})
