import { type APIResponse, expect, test } from '@playwright/test'

import { findEngines, staffToken } from '../helpers'
import { auth, type Doc, page, session } from './global-api'

// Runs after every other spec (its own Playwright project): it changes what the whole site shows.
// The documents staff edit (engines, pages, images); globals are in
// staff-edits-globals.e2e.spec.ts.
test.describe.configure({ mode: 'serial' })

test.beforeAll(async ({ request }) => {
  session.token = await staffToken(request)
})

test('an engine whose slug staff change still answers its short address, now with a permanent redirect (the moved address is kept as a redirect)', async ({
  request,
}) => {
  const [engine] = await findEngines(request, 'where[path][equals]=audi/a4/2015-2019/150pk')
  const patch = (slug: string) =>
    request.patch(`/api/cms/engines/${engine!.id}`, { headers: auth(), data: { slug } })
  const locations = (response: APIResponse) =>
    response
      .headersArray()
      .filter((header) => header.name.toLowerCase() === 'location')
      .map((header) => header.value)
  const oldAddress = '/merken/audi/a4/2015-2019/150pk'
  // The proxy reads its table of moves now, so right after the rename its table is a few
  // seconds old and the engine page answers (308); once the table is read again, the proxy
  // does (301). A slow rename may already meet a fresh table: then both answers are the proxy's.
  expect((await request.get(oldAddress)).status()).toBe(200)
  expect((await patch('2-0-tdi-150')).ok()).toBe(true)
  try {
    const byPage = await request.get(oldAddress, { maxRedirects: 0 })
    expect([301, 308]).toContain(byPage.status())
    expect(locations(byPage)).toEqual(['/merken/audi/a4/2015-2019/2-0-tdi-150'])
    await new Promise((resolve) => setTimeout(resolve, 5_500))
    const byProxy = await request.get(oldAddress, { maxRedirects: 0 })
    expect(byProxy.status()).toBe(301)
    expect(locations(byProxy)).toEqual(['/merken/audi/a4/2015-2019/2-0-tdi-150'])
    expect((await request.get('/merken/audi/a4/2015-2019/2-0-tdi-150')).status()).toBe(200)
  } finally {
    expect((await patch('150pk')).ok()).toBe(true)
  }
})

test('pages: the SEO title and description staff set reach the services page', async ({
  request,
}) => {
  const found = await request.get('/api/cms/pages?where[slug][equals]=diensten&depth=0&locale=nl', {
    headers: auth(),
  })
  const [services] = ((await found.json()) as { docs: { id: number; seo?: Doc }[] }).docs
  const save = async (seo: Doc) => {
    const response = await request.patch(`/api/cms/pages/${services!.id}?locale=nl`, {
      headers: auth(),
      data: { seo },
    })
    expect(response.ok(), await response.text()).toBe(true)
  }
  try {
    await save({
      title: 'Diensten SEO-titel test',
      description: 'Beschrijving voor zoekmachines test',
    })
    const html = await page(request, '/diensten')
    expect(html).toContain('<title>Diensten SEO-titel test | Chiptuning Nijmegen</title>')
    expect(html).toContain('content="Beschrijving voor zoekmachines test"')
  } finally {
    await save({
      title: services!.seo?.title ?? null,
      description: services!.seo?.description ?? null,
    })
  }
})

test('engine packages: a slug typed with capitals works, and the description and features reach the package page', async ({
  request,
}) => {
  const [engine] = await findEngines(request, 'where[path][equals]=audi/a4/2015-2019/190pk')
  const patch = (data: Doc) =>
    request.patch(`/api/cms/engines/${engine!.id}?locale=nl`, { headers: auth(), data })
  const saved = await patch({
    results: [
      {
        type: 'Stage 1 Plus',
        slug: 'Stage-1 Plus',
        price: 449,
        description: 'Software met extra koppel onderin.',
        features: [{ feature: 'Dynobank-meting vooraf' }, { feature: 'Rapport per mail' }],
      },
    ],
  })
  expect(saved.ok(), await saved.text()).toBe(true)
  try {
    const html = await page(request, '/merken/audi/a4/2015-2019/190pk/stage-1-plus')
    for (const expected of [
      'Over dit pakket',
      'Software met extra koppel onderin.',
      'Dynobank-meting vooraf',
      'Rapport per mail',
    ])
      expect(html, expected).toContain(expected)
  } finally {
    expect((await patch({ results: engine!.results ?? [] })).ok()).toBe(true)
  }
})

test('images: a logo staff upload reaches the brand page, and its removal too', async ({
  request,
}) => {
  // A 1x1 PNG: the smallest real image.
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  )
  const name = `logo-test-${Date.now()}`
  const uploaded = await request.post('/api/cms/media', {
    headers: auth(),
    multipart: { file: { name: `${name}.png`, mimeType: 'image/png', buffer: png } },
  })
  expect(uploaded.ok(), await uploaded.text()).toBe(true)
  const media = ((await uploaded.json()) as { doc: { id: number } }).doc
  const found = await request.get('/api/cms/brands?where[slug][equals]=audi&depth=0', {
    headers: auth(),
  })
  const [audi] = ((await found.json()) as { docs: { id: number; logo: number | null }[] }).docs
  const setLogo = (logo: number | null) =>
    request.patch(`/api/cms/brands/${audi!.id}`, { headers: auth(), data: { logo } })
  expect((await setLogo(media.id)).ok()).toBe(true)
  try {
    expect(await page(request, '/merken/audi')).toMatch(
      new RegExp(`<img[^>]*src="[^"]*${name}[^"]*"[^>]*alt="Audi logo"`),
    )
    const removed = await request.delete(`/api/cms/media/${media.id}`, { headers: auth() })
    expect(removed.ok(), await removed.text()).toBe(true)
    expect(await page(request, '/merken/audi')).not.toContain(name)
  } finally {
    await setLogo(audi!.logo ?? null)
  }
})

test('pages: a link staff put in page text to a catalogue page leads there', async ({
  request,
}) => {
  const found = await request.get('/api/cms/pages?where[slug][equals]=over-ons&depth=0&locale=nl', {
    headers: auth(),
  })
  const [about] = ((await found.json()) as { docs: { id: number; content: unknown }[] }).docs
  const brands = await request.get('/api/cms/brands?where[slug][equals]=audi&depth=0')
  const [audi] = ((await brands.json()) as { docs: { id: number }[] }).docs
  const text = (value: string) => ({
    type: 'text',
    text: value,
    detail: 0,
    format: 0,
    mode: 'normal',
    style: '',
    version: 1,
  })
  const block = { format: '', indent: 0, version: 1, direction: 'ltr' }
  const content = {
    root: {
      ...block,
      type: 'root',
      children: [
        {
          ...block,
          type: 'paragraph',
          textFormat: 0,
          textStyle: '',
          children: [
            text('Bekijk '),
            {
              ...block,
              version: 3,
              type: 'link',
              fields: {
                linkType: 'internal',
                newTab: false,
                doc: { relationTo: 'brands', value: audi!.id },
              },
              children: [text('onze Audi-pagina')],
            },
          ],
        },
      ],
    },
  }
  const save = (value: unknown) =>
    request.patch(`/api/cms/pages/${about!.id}?locale=nl`, {
      headers: auth(),
      data: { content: value },
    })
  const saved = await save(content)
  expect(saved.ok(), await saved.text()).toBe(true)
  try {
    expect(await page(request, '/over-ons')).toMatch(
      /<a[^>]*href="\/merken\/audi"[^>]*>onze Audi-pagina<\/a>/,
    )
  } finally {
    expect((await save(about!.content)).ok()).toBe(true)
  }
})
