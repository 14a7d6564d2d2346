import { type APIRequestContext, expect, test } from '@playwright/test'

/** The og:image a page names, fetched as a messenger would: its status, type and size. */
async function preview(request: APIRequestContext, path: string) {
  const html = await (await request.get(path)).text()
  const url = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1]
  const alt = /<meta property="og:image:alt" content="([^"]+)"/.exec(html)?.[1]
  expect(url, `${path} names an og:image`).toBeTruthy()
  const image = await request.get(new URL(url!).pathname)
  const body = await image.body()
  return {
    url: url!,
    alt,
    status: image.status(),
    type: image.headers()['content-type'],
    // A PNG's width and height stand in its header, from byte 16.
    width: body.readUInt32BE(16),
    height: body.readUInt32BE(20),
    bytes: body.length,
  }
}

test.describe('link previews', () => {
  test('an engine page shares a picture of its vehicle and gain, in its language', async ({
    request,
  }) => {
    const dutch = await preview(request, '/merken/audi/a4/2015-2019/150pk')
    const german = await preview(request, '/de/merken/audi/a4/2015-2019/150pk')
    for (const image of [dutch, german]) {
      expect(image).toMatchObject({ status: 200, type: 'image/png', width: 1200, height: 630 })
      expect(image.url).toMatch(/^http:\/\/localhost:\d+\//)
      expect(image.bytes).toBeGreaterThan(10_000)
    }
    expect(dutch.alt).toContain('vermogen en koppel')
    expect(german.alt).toContain('Leistung und Drehmoment')
    expect(german.url).not.toBe(dutch.url)
  })

  test('a package page and every other page share a picture too', async ({ request }) => {
    for (const path of ['/merken/audi/a4/2015-2019/150pk/stage-1', '/contact', '/en']) {
      const image = await preview(request, path)
      expect(image, path).toMatchObject({ status: 200, type: 'image/png', width: 1200 })
    }
  })
})
