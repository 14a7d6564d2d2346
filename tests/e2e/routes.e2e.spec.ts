import { expect, test } from '@playwright/test'

import { findEngines } from './helpers'

const places = {
  Gelderland: [
    'nijmegen',
    'arnhem',
    'rheden',
    'ubbergen',
    'millingen-aan-de-rijn',
    'huissen',
    'barneveld',
    'berg-en-dal',
    'culemborg',
    'arnhem-noord',
  ],
  'Noord-Brabant': [
    'eindhoven',
    'bernheze',
    'veghel',
    'maashorst',
    'mill-en-sint-hubert',
    'boxtel',
    'veldhoven',
  ],
  Utrecht: ['utrecht', 'amersfoort', 'wijk-bij-duurstede', 'zeist', 'landerd'],
  'Noord-Holland': ['amsterdam'],
}

const fixedPaths = [
  '/',
  '/diensten',
  '/over-ons',
  '/contact',
  '/veelgestelde-vragen',
  '/algemene-voorwaarden',
  '/privacybeleid',
  '/alle-opties',
  '/alle-opties?brand=Audi&model=A4&buildYear=2015-2019&engine=2.0+TDI',
  '/afspraak',
  '/afspraak-maken',
  '/afspraak-stage1?merk=Audi&model=A4&bouwjaar=2016&motorvariant=2.0+TDI',
  '/chiptuning',
  '/merken',
  '/automerken',
  '/merken/audi',
  '/automerken/audi',
  '/merken/audi/a4',
  '/automerken/audi/a4',
  '/automotive-tuning-services',
  '/landbouw-chiptuning',
  '/marine-chiptuning',
  '/motor-chiptuning',
  '/veilig-chiptuning',
  '/brandstofbesparing-tuning',
  '/chiptuning/bmw',
  '/chiptuning/mercedes',
  '/chiptuning/audi',
  '/chiptuning/volkswagen',
  '/chiptuning/volvo',
  '/chiptuning/scania',
  '/sitemap.xml',
  '/robots.txt',
  '/admin',
]

test.describe('route table', () => {
  test('every route of the spec answers 200, in each language', async ({ request }) => {
    const [engine] = await findEngines(request, 'where[path][like]=audi/a4/&limit=1')
    const year = engine!.path.split('/').slice(0, 3).join('/')
    const localPaths = Object.values(places)
      .flat()
      .map((place) => `/chiptuning-${place}`)
    const paths = [
      ...fixedPaths,
      ...localPaths,
      `/merken/${year}`,
      `/merken/${engine!.path}`,
      `/merken/${engine!.path}/stage-1`,
    ]
    const failures: string[] = []
    for (const path of paths) {
      const status = (await request.get(path, { maxRedirects: 0 })).status()
      if (status !== 200) failures.push(`${path} -> ${status}`)
    }
    for (const prefix of ['/en', '/de']) {
      for (const path of [
        '',
        '/diensten',
        '/alle-opties',
        '/chiptuning-arnhem',
        `/merken/${engine!.path}`,
      ]) {
        const status = (await request.get(`${prefix}${path}`, { maxRedirects: 0 })).status()
        if (status !== 200) failures.push(`${prefix}${path} -> ${status}`)
      }
    }
    expect(failures).toEqual([])
  })

  test('the admin dashboard sends signed-out staff to the login', async ({ page }) => {
    await page.goto('/admin/dashboard')
    await expect(page.getByRole('textbox', { name: /e-?mail/i })).toBeVisible()
    await expect(page.getByLabel(/wachtwoord|password/i)).toBeVisible()
  })

  test('unknown paths answer 404 with the not-found page', async ({ page }) => {
    for (const path of [
      '/bestaat-niet',
      '/en/does-not-exist',
      '/diensten/extra',
      '/chiptuning-groningen',
    ]) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Oops! Page not found')
      await expect(
        page.getByRole('link', { name: /home|terug|zurück|back/i }).first(),
      ).toBeVisible()
    }
  })
})
