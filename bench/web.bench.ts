/**
 * `npm run bench:web`: what a phone gets. Per page type (home, /merken, a model page, an engine
 * page, /afspraak), each in Dutch, English and German, it prints the first-load JavaScript (gzip
 * -9 of every script the HTML loads, as a modern browser does; nomodule polyfills left out) and
 * Lighthouse mobile (default config: Moto G class device, slow 4G) under both throttling methods
 * in the same run, medians of RUNS runs of each figure: the four category scores, LCP, TBT, CLS.
 *
 * - applied throttling (`devtools`): the page really loads over a slowed network on a 4x slowed
 *   CPU. Its figures are judged against the yardstick's under the same method.
 * - simulated throttling (Lighthouse's default): an unthrottled recording, then Lantern's model.
 *
 * The yardstick is a bare Next App Router page with the site's stylesheet and font
 * (bench/bare-styled), built with the same next and served in the same run, measured before the
 * pages and again after them (its figures are the medians of both sets of runs: the machine is
 * shared and noisy). The targets are in web-targets.ts; the tables say PASS or MISS per figure.
 *
 * Lighthouse comes from npm, Chromium from Debian (/usr/bin/chromium, or CHROME_PATH).
 * BENCH_LOCALES=nl limits the languages, BENCH_PAGES=home,engine the page types (one page while
 * iterating), BENCH_METHODS=devtools one method. BENCH_VERBOSE=1 prints each run's details
 * (lighthouse-details.ts). BENCH_NO_JS=1 adds, under each page, the same page with every script
 * blocked: what its markup, styles and network cost alone. BENCH_BARE=1 also measures the bare
 * page without the site's CSS. BENCH_JSON=file writes every figure to that file.
 */
import fs from 'node:fs'
import os from 'node:os'

import * as chromeLauncher from 'chrome-launcher'

import { startBarePage } from './bare-page'
import { startServer } from './server'
import { figuresOf, firstLoadJs, measure, type Figures } from './web-measure'
import { methodTable, progressLine, summary, type PageResult } from './web-report'
import type { Method } from './web-targets'

const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium'
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

/** The page of each type that is measured, found in the seeded catalogue. */
async function sitePages(origin: string): Promise<Record<string, string>> {
  // An Audi A4 engine when the catalogue has one (the demo catalogue does), else the first.
  const first = async (where: string) => {
    const response = await fetch(
      `${origin}/api/cms/engines?limit=1&depth=0&select[path]=true&sort=path${where}`,
    )
    return ((await response.json()) as { docs: { path: string }[] }).docs[0]?.path
  }
  const engine = (await first('&where[path][like]=audi/a4/')) ?? (await first(''))
  if (!engine) throw new Error('the seeded database has no engines')
  const [brand, model] = engine.split('/')
  return {
    home: '/',
    merken: '/merken',
    model: `/merken/${brand}/${model}`,
    engine: `/merken/${engine}`,
    afspraak: '/afspraak',
  }
}

// Stopped with Ctrl+C or a kill, the bench exits through its exit hooks, which stop the servers.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(1))

async function main() {
  const port = Number(process.env.PORT ?? 3400)
  if (!fs.existsSync(chromePath))
    throw new Error(`no Chromium at ${chromePath} (apt-get install chromium, or set CHROME_PATH)`)
  const only = process.env.BENCH_PAGES?.split(',').filter(Boolean)
  const locales = (process.env.BENCH_LOCALES ?? 'nl,en,de').split(',').filter(Boolean)
  const methods = (process.env.BENCH_METHODS ?? 'devtools,simulate')
    .split(',')
    .filter((method): method is Method => method === 'devtools' || method === 'simulate')

  const styled = await startBarePage(port + 1, 'bench/bare-styled')
  const bare = process.env.BENCH_BARE ? await startBarePage(port + 2) : undefined
  const started = await startServer(port, { quiet: true })
  // The test server's SITE_URL is http://localhost:PORT: measured on that origin, canonical and
  // hreflang links point at the page being audited.
  const site = { ...started, origin: started.origin.replace('127.0.0.1', 'localhost') }
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags })
  const measureAll = async (name: string, url: string, pagePath = '/'): Promise<PageResult> => {
    const figures = {} as Record<Method, Figures>
    for (const method of methods) {
      figures[method] = await measure(url, chrome.port, method)
      console.log(progressLine(name, method, figures[method]))
      if (process.env.BENCH_NO_JS)
        console.log(
          progressLine(`${name} no JS`, method, await measure(url, chrome.port, method, true)),
        )
    }
    return { name, path: pagePath, js: await firstLoadJs(url), figures }
  }
  try {
    // Dutch, the default language, has no prefix; the others keep Dutch paths under theirs.
    const pages = Object.entries(await sitePages(site.origin))
      .filter(([name]) => !only || only.includes(name))
      .flatMap(([name, pagePath]) =>
        locales.map((locale): [string, string] =>
          locale === 'nl'
            ? [name, pagePath]
            : [`${name} ${locale}`, `/${locale}${pagePath === '/' ? '' : pagePath}`],
        ),
      )
    // Every page is rendered once before it is measured: the figures are those of a cached page.
    for (const [, pagePath] of pages) await fetch(`${site.origin}${pagePath}`)

    console.log(
      `Web benchmark: Lighthouse mobile ${process.env.BENCH_RUNS ?? 3}x per page and method (${methods.join(', ')}), medians; load average ${os
        .loadavg()
        .map((load) => load.toFixed(2))
        .join(' ')}`,
    )
    const yardstickName = 'yardstick (bare + site CSS)'
    const before = await measureAll(`${yardstickName}, before`, `${styled.origin}/`)
    if (bare) await measureAll('bare Next (no CSS)', `${bare.origin}/`)
    const results: PageResult[] = []
    for (const [name, pagePath] of pages)
      results.push(await measureAll(name, `${site.origin}${pagePath}`, pagePath))
    const after = await measureAll(`${yardstickName}, after`, `${styled.origin}/`)
    const yardstick: PageResult = {
      ...before,
      name: yardstickName,
      figures: Object.fromEntries(
        methods.map((method) => [
          method,
          figuresOf([...before.figures[method].runs, ...after.figures[method].runs]),
        ]),
      ) as Record<Method, Figures>,
    }

    console.log(
      `\nload average at the end ${os
        .loadavg()
        .map((load) => load.toFixed(2))
        .join(' ')}`,
    )
    for (const method of methods) console.log(`\n${methodTable(method, yardstick, results)}`)
    console.log(`\n${summary(methods, yardstick, results)}`)
    if (process.env.BENCH_JSON)
      fs.writeFileSync(
        process.env.BENCH_JSON,
        JSON.stringify({ yardstick, before, after, pages: results }, null, 2),
      )
  } finally {
    chrome.kill()
    site.stop()
    styled.stop()
    bare?.stop()
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
