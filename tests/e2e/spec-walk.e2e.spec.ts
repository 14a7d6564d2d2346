import { expect, test } from '@playwright/test'

import { findEngines, signInToAdmin, staffToken } from './helpers'
import { h1, html, title } from './server-html'

test.describe('pages without JavaScript', () => {
  test('catalogue pages arrive whole, with their heading and figures', async ({ request }) => {
    const [engine] = await findEngines(request, 'where[path][like]=audi/a4/2015-2019/&limit=1')
    const [brand, model, year] = engine!.path.split('/')
    expect(h1(await html(request, `/merken/${brand}`))).toBe('Audi chiptuning')
    expect(h1(await html(request, `/merken/${brand}/${model}`))).toBe('Audi A4 chiptuning')
    const yearPage = await html(request, `/merken/${brand}/${model}/${year}`)
    expect(h1(yearPage)).toBe('Audi A4 2015-2019 chiptuning')
    expect(yearPage).toContain(engine!.name)
    const enginePage = await html(request, `/merken/${engine!.path}`)
    expect(h1(enginePage)).toBe(`Audi A4 ${engine!.name} chiptuning`)
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

    test('no cookie banner covers the page; the booking form says how to book instead', async ({
      page,
    }) => {
      await page.goto('/afspraak')
      // Without script no choice can be stored and no analytics can load: nothing to ask.
      await expect(page.locator('#cookie-banner')).toBeHidden()
      // Playwright's text matching skips <noscript>; the paragraph is found by its place.
      const notice = page.locator('#afspraak noscript p')
      await expect(notice).toBeVisible()
      expect(await notice.textContent()).toContain('Online een dag plannen werkt met JavaScript')
      await expect(notice.getByRole('link').first()).toHaveAttribute('href', /^tel:\+?\d+$/)
      await expect(notice.getByRole('link').last()).toHaveAttribute('href', /^mailto:\S+@\S+$/)
    })

    test('the contact form drafts a mail and never puts the details in the address', async ({
      page,
    }) => {
      const refused: string[] = []
      page.on('console', (message) => {
        if (message.text().includes('Content Security Policy')) refused.push(message.text())
      })
      await page.goto('/merken/audi')
      const form = page.locator('#contact form')
      await expect(form).toHaveAttribute(
        'action',
        'mailto:info@chiptuning-nijmegen.nl?subject=Contact%20Form%20Submission',
      )
      await expect(form).toHaveAttribute('method', 'post')
      await expect(form).toHaveAttribute('enctype', 'text/plain')
      await form.getByLabel('Naam').fill('Eva Jansen')
      await form.getByLabel('E-mailadres').fill('eva@example.nl')
      await form.getByRole('button', { name: 'Verstuur bericht' }).click()
      // The mail program takes the draft; the page stays where it was, its address unchanged.
      await page.waitForTimeout(500)
      expect(new URL(page.url()).search).toBe('')
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      // The security policy lets the form reach the mail program.
      expect(refused).toEqual([])
    })
  })
})

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
    await expect(region.locator('[data-sonner-toast]')).toContainText('E-Mail-Programm geöffnet!')

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

    // The package page's price as the cards write it; its Stage 1 link names the engine.
    const result = await text(`/de${engine}/stage-1`)
    expect(result).toMatch(/<p class="text-4xl font-extrabold">595(&nbsp;|\u00a0| )€<\/p>/)
    await page.goto(`/en${engine}/stage-1`)
    const stage1 = new URL(
      (await page
        .getByRole('link', { name: 'Book your Stage 1 chiptuning appointment here' })
        .getAttribute('href'))!,
      'http://site',
    )
    expect(stage1.searchParams.get('motorvariant')).toBe('2.0 TFSI 190hp')
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
