import { expect, test } from '@playwright/test'

import { engineDisplayName } from '@/catalogue/rules/power'

import { findEngines } from './helpers'
import { h1, html, title } from './server-html'

// The spec's pages as they arrive without JavaScript; short engine addresses, each language's
// words and the admin are in spec-walk-links-languages.e2e.spec.ts.

test.describe('pages without JavaScript', () => {
  test('catalogue pages arrive whole, with their heading and figures', async ({ request }) => {
    const [engine] = await findEngines(request, 'where[path][like]=audi/a4/2015-2019/&limit=1')
    const [brand, model, year] = engine!.path.split('/')
    expect(h1(await html(request, `/merken/${brand}`))).toBe('Audi chiptuning')
    expect(h1(await html(request, `/merken/${brand}/${model}`))).toBe('Audi A4 chiptuning')
    const yearPage = await html(request, `/merken/${brand}/${model}/${year}`)
    expect(h1(yearPage)).toBe('Audi A4 2015-2019 chiptuning')
    expect(yearPage).toContain(engineDisplayName(engine!.name, 'nl'))
    const enginePage = await html(request, `/merken/${engine!.path}`)
    expect(h1(enginePage)).toBe(`Audi A4 ${engineDisplayName(engine!.name, 'nl')} chiptuning`)
    for (const figure of [engine!.stockHp, engine!.tunedHp, engine!.stockNm, engine!.tunedNm])
      expect(enginePage).toContain(`>${figure}<`)
    expect(h1(await html(request, `/merken/${engine!.path}/stage-1`))).toBe('Stage 1 Audi A4')
    expect(h1(await html(request, '/en/merken/audi'))).toBe('Audi chiptuning')
  })

  test('not-found pages arrive whole with their own title and a 404', async ({ request }) => {
    const cases: [string, string, string][] = [
      ['/this-page-does-not-exist-42', 'Oops! Page not found', 'Oops! Page not found'],
      ['/en/this-page-does-not-exist-42', 'Oops! Page not found', 'Oops! Page not found'],
      ['/niet/bestaand/pad', 'Oops! Page not found', 'Oops! Page not found'],
      ['/merken/no-such-brand', 'Merk niet gevonden', 'Merk niet gevonden'],
      ['/merken/no-such-brand/a4', 'Merk niet gevonden', 'Merk niet gevonden'],
      ['/chiptuning/no-such-brand', 'Merk niet gevonden', 'Merk niet gevonden'],
      ['/merken/audi/a4/1900-1901', 'Bouwjaar niet gevonden', 'Bouwjaar niet gevonden'],
      ['/merken/audi/a4/2015-2019/999pk', 'Motor niet gevonden', 'Motor niet gevonden'],
      // A result address says "result not found" whichever of its parts is unknown (the spec).
      ...[
        '/merken/audi/a4/2015-2019/150pk/stage-9',
        '/merken/no-such-brand/a4/2015-2019/150pk/stage-1',
        '/merken/audi/no-such-model/2015-2019/150pk/stage-1',
        '/merken/audi/a4/1900-1901/150pk/stage-1',
        '/merken/audi/a4/2015-2019/999pk/stage-1',
      ].map((path): [string, string, string] => [
        path,
        'Resultaat niet gevonden',
        'Resultaat niet gevonden',
      ]),
      [
        '/en/merken/no-such-brand/a4/2015-2019/150pk/stage-1',
        'Result not found',
        'Result not found',
      ],
      ['/de/merken/no-such-brand', 'Marke nicht gefunden', 'Marke nicht gefunden'],
      // Names every JavaScript object carries are no brand either.
      ['/chiptuning/__proto__', 'Merk niet gevonden', 'Merk niet gevonden'],
      ['/en/chiptuning/constructor', 'Brand not found', 'Brand not found'],
      // An address with a dot that is no file of the site: pasted with a full stop, guessed.
      ['/contact.', 'Oops! Page not found', 'Oops! Page not found'],
      ['/afspraak.html', 'Oops! Page not found', 'Oops! Page not found'],
      ['/.env', 'Oops! Page not found', 'Oops! Page not found'],
      ['/merken/audi.', 'Merk niet gevonden', 'Merk niet gevonden'],
    ]
    for (const [path, heading, pageTitle] of cases) {
      const body = await html(request, path, 404)
      expect(h1(body), path).toBe(heading)
      expect(title(body), path).toBe(`${pageTitle} | Chiptuning Nijmegen`)
      expect(body, path).toContain('<meta name="robots" content="noindex')
      // The page around it is there too: header, footer, the way back.
      expect(body, path).toContain('<footer')
    }
  })

  test('a page address with a dot is no file: kept for seconds like any page, files still served', async ({
    request,
  }) => {
    for (const path of ['/contact.', '/en/index.html']) {
      const response = await request.get(path, { maxRedirects: 0 })
      expect(response.status(), path).toBe(404)
      expect(response.headers()['cache-control'], path).not.toContain('31536000')
      expect(await response.text(), path).toContain(
        `<html lang="${path.startsWith('/en') ? 'en' : 'nl'}"`,
      )
    }
    for (const path of [
      '/favicon.ico',
      '/icon.svg',
      '/apple-icon.png',
      '/robots.txt',
      '/sitemap.xml',
      '/manifest.webmanifest',
    ])
      expect((await request.get(path)).status(), path).toBe(200)
  })

  test('vehicle fields filled from a link hold no control characters (they cannot be edited)', async ({
    request,
  }) => {
    const page = await html(request, '/afspraak?brand=Audi%09X&model=A4%C2%85&engine=%0B2.0%20TDI')
    expect(page).toContain('value="Audi X"')
    expect(page).toContain('value="A4"')
    expect(page).toContain('value="2.0 TDI"')
    const stage1 = await html(request, '/afspraak-stage1?merk=%00BMW')
    expect(stage1).toContain('value="BMW"')
    expect(stage1).not.toContain('\u0000')
    const search = await html(request, '/merken?q=%00audi%0A')
    expect(search).toContain('value="audi"')
  })

  test('a catalogue address typed with capitals leads to its page', async ({ request }) => {
    for (const [typed, page] of [
      ['/merken/Audi/A4', '/merken/audi/a4'],
      ['/en/merken/AUDI', '/en/merken/audi'],
    ]) {
      const response = await request.get(typed!, { maxRedirects: 0 })
      expect(response.status(), typed).toBe(301)
      expect(new URL(response.headers()['location']!, 'http://x').pathname, typed).toBe(page)
    }
    const followed = await request.get('/merken/Audi/A4')
    expect(followed.url()).toMatch(/\/merken\/audi\/a4$/)
    expect(h1(await followed.text())).toBe('Audi A4 chiptuning')
  })

  test('a malformed address gets the not-found page, not a bare server error', async ({
    request,
  }) => {
    for (const [path, lang] of [
      ['/%E0%A4%A', 'nl'],
      ['/%ZZ', 'nl'],
      ['/en/%ZZ', 'en'],
      ['/merken/%E0%A4%A', 'nl'],
      ['/de/merken/audi/%ZZ/150pk', 'de'],
      // Parsed again once decoded, these would serve /merken, /en/merken and /de/contact.
      ['/merken%0A', 'nl'],
      ['/mer%09ken', 'nl'],
      ['/en/merken%20', 'en'],
      ['/de/contact%00', 'de'],
    ]) {
      const body = await html(request, path!, 404)
      expect(h1(body), path).toBe('Oops! Page not found')
      expect(body, path).toContain(`<html lang="${lang}"`)
    }
    const mimic = await request.get('/en/%ZZ/page-not-found/malformed-address')
    expect(mimic.status()).toBe(404)
    expect(mimic.url()).toMatch(/\/en\/page-not-found\/malformed-address$/)
    // Paths outside the pages: the API answers 400 with its JSON error, the rest the 404 page.
    for (const path of ['/api/%ZZ', '/api/cms/brands/%E0%A4%A']) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(400)
      expect(await response.json(), path).toEqual({
        errors: [{ message: 'The address has a broken percent-encoding.' }],
      })
    }
    for (const path of ['/admin/%ZZ', '/_next/%ZZ', '/%ZZ.png']) {
      expect(h1(await html(request, path, 404)), path).toBe('Oops! Page not found')
    }
    // A well-formed escape still reaches the API: the id's first digit written as %3<digit>.
    const list = await request.get('/api/cms/brands?limit=1&depth=0')
    const id = String(((await list.json()) as { docs: { id: number }[] }).docs[0]!.id)
    const brand = await request.get(`/api/cms/brands/%3${id[0]}${id.slice(1)}?depth=0`)
    expect(brand.status()).toBe(200)
    expect(String(((await brand.json()) as { id: number }).id)).toBe(id)
  })

  test.describe('in a browser with scripts off', () => {
    test.use({ javaScriptEnabled: false })

    test('the engine page and the not-found page read the same as with scripts', async ({
      page,
    }) => {
      await page.goto('/merken/audi/a4/2015-2019/150pk')
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.getByText('Prestatieverbetering')).toBeVisible()
      await expect(page.getByText('Gegevens laden...')).toHaveCount(0)
      await page.goto('/this-page-does-not-exist-42')
      await expect(
        page.getByRole('heading', { level: 1, name: 'Oops! Page not found' }),
      ).toBeVisible()
      await expect(page.getByRole('link', { name: 'Terug naar home' })).toBeVisible()
    })

    test('no cookie banner covers the page; the booking form lists its days and posts itself', async ({
      page,
    }) => {
      await page.goto('/afspraak')
      // Without script no choice can be stored and no analytics can load: nothing to ask.
      await expect(page.locator('#cookie-banner')).toBeHidden()
      const form = page.locator('#afspraak form')
      await expect(form).toHaveAttribute('action', '/api/forms/booking')
      await expect(form).toHaveAttribute('method', 'post')
      await expect(form.getByLabel('Dag van uw afspraak')).toBeVisible()
      await expect(form.getByLabel(/^Naam/)).toBeVisible()
      await expect(form.getByRole('button', { name: 'Afspraak bevestigen' })).toBeEnabled()
    })

    test('the contact form posts itself to the site, never a mail draft', async ({ page }) => {
      await page.goto('/merken/audi')
      const form = page.locator('#contact form')
      await expect(form).toHaveAttribute('action', '/api/forms/request')
      await expect(form).toHaveAttribute('method', 'post')
    })
  })
})
