import { expect, test } from '@playwright/test'

import { findEngines } from './helpers'

type Watched = Window & { formattersBuilt: string[] }

/**
 * A page's first Intl number or date formatter loads the language's ICU data: 35-60 ms of main
 * thread here, four times that on a phone, in the middle of hydration. Numbers and dates on a
 * page at load come rendered from the server; the client formats them when the visitor acts.
 */
test('no landing page builds a number or date formatter while it loads', async ({
  page,
  request,
}) => {
  const [engine] = await findEngines(request, 'limit=1&where[path][like]=audi/a4/')
  expect(engine).toBeDefined()
  const [brand, model] = engine!.path.split('/')

  // Runs in every document the page opens, before the page's own scripts.
  await page.addInitScript(() => {
    const built: string[] = []
    Object.assign(window, { formattersBuilt: built })
    for (const name of ['NumberFormat', 'DateTimeFormat', 'RelativeTimeFormat'] as const) {
      const watched = new Proxy(Intl[name], {
        construct(target, args) {
          built.push(`${name} ${JSON.stringify(args)}`)
          return Reflect.construct(target, args)
        },
      })
      Object.defineProperty(Intl, name, { value: watched, configurable: true, writable: true })
    }
  })
  const paths = [
    '/',
    '/merken',
    `/merken/${brand}/${model}`,
    `/merken/${engine!.path}`,
    '/afspraak',
  ]
  for (const path of paths) {
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    expect(await page.evaluate(() => (window as unknown as Watched).formattersBuilt), path).toEqual(
      [],
    )
  }
})
