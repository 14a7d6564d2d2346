/**
 * `npm run bench:web`: what a phone gets. Per page type (home, /merken, a model page, an engine
 * page, /afspraak) it prints the first-load JavaScript (gzip -9 of every script the HTML loads,
 * as a modern browser does; nomodule polyfills left out) and Lighthouse mobile (default config:
 * Moto G class device, simulated slow 4G, median of each figure over RUNS runs: the four category
 * scores, LCP, TBT, CLS). The same figures for a bare Next App Router page (bench/bare), built
 * with the same next and served in the same run, stand beside them: the machine is shared and
 * noisy, so the bare page is the yardstick the targets are relative to.
 *
 * Lighthouse comes from npm, Chromium from Debian (/usr/bin/chromium, or CHROME_PATH).
 * Every page in Dutch, English and German; BENCH_LOCALES=nl limits the languages and
 * BENCH_PAGES=home,engine the page types (one page while iterating).
 * BENCH_NO_JS=1 adds, under each page, the same page with every script blocked: what its markup,
 * styles and network cost alone, apart from the framework's start-up and hydration.
 */
import fs from 'node:fs'

import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

import { startBarePage } from './bare-page'
import { firstLoadScripts, gzipSize } from './first-load'
import { lcpRace, type TraceEvent } from './lcp-race'
import { printDetails } from './lighthouse-details'
import { startServer } from './server'

const RUNS = Number(process.env.BENCH_RUNS ?? 3)
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium'

type Figures = {
  js: number
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  lcp: number
  tbt: number
  cls: number
  /** Every run's LCP: it is bimodal (see README, Benchmarks), so the median alone can mislead. */
  lcpRuns: LcpRun[]
}

/**
 * One run's simulated LCP beside what decided it: when the unthrottled recording painted it and
 * how many bytes of script had arrived by then (the simulated phone downloads those first).
 */
type LcpRun = { lcp: number; observed: number; scriptBytes: number | null }

type RunFigures = Omit<Figures, 'js' | 'lcpRuns'> & { lcpRun: LcpRun }

// A run where Lighthouse could not compute a metric gives NaN there; the median is of the others.
const median = (values: number[]) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}

async function firstLoadJs(url: string): Promise<number> {
  const html = await (await fetch(url)).text()
  let total = 0
  for (const src of firstLoadScripts(html))
    total += gzipSize(Buffer.from(await (await fetch(new URL(src, url))).arrayBuffer()))
  return total
}

async function measure(url: string, port: number, blockScripts = false): Promise<Figures> {
  const runs: RunFigures[] = []
  for (let run = 0; run < RUNS; run++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      blockedUrlPatterns: blockScripts ? ['*.js'] : [],
    })
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    const { categories, audits } = result.lhr
    const lcp = audits['largest-contentful-paint']?.numericValue ?? Number.NaN
    const observed = (audits.metrics?.details as { items?: Record<string, number>[] } | undefined)
      ?.items?.[0]?.observedLargestContentfulPaint
    // The recording itself is one of Lighthouse's internal artifacts: read it when it is there.
    const trace = (result.artifacts as { Trace?: { traceEvents?: TraceEvent[] } }).Trace
    const race = trace?.traceEvents ? lcpRace(trace.traceEvents) : null
    runs.push({
      lcpRun: { lcp, observed: observed ?? Number.NaN, scriptBytes: race?.arrivedBytes ?? null },
      performance: Math.round((categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
      bestPractices: Math.round((categories['best-practices']?.score ?? 0) * 100),
      seo: Math.round((categories.seo?.score ?? 0) * 100),
      lcp,
      tbt: audits['total-blocking-time']?.numericValue ?? Number.NaN,
      cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    })
    if (process.env.BENCH_VERBOSE) printDetails(url, audits)
  }
  const pick = (key: Exclude<keyof RunFigures, 'lcpRun'>) => median(runs.map((run) => run[key]))
  return {
    js: blockScripts ? 0 : await firstLoadJs(url),
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    lcp: pick('lcp'),
    tbt: pick('tbt'),
    cls: pick('cls'),
    lcpRuns: runs.map((run) => run.lcpRun),
  }
}

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

function row(label: string, f: Figures) {
  const cells = [
    label.padEnd(12),
    `${(f.js / 1024).toFixed(1).padStart(6)} KB`,
    ...[f.performance, f.accessibility, f.bestPractices, f.seo].map((score) =>
      String(score).padStart(5),
    ),
    `${Math.round(f.lcp).toLocaleString('en').padStart(7)} ms`,
    `${Math.round(f.tbt).toLocaleString('en').padStart(7)} ms`,
    f.cls.toFixed(3).padStart(7),
  ]
  return cells.join('  ')
}

const ratios = (figures: Figures, yardstick: Figures) =>
  `LCP ${(figures.lcp / yardstick.lcp).toFixed(2)}x, TBT ${(figures.tbt / Math.max(yardstick.tbt, 1)).toFixed(2)}x`

const lcpRuns = (figures: Figures) =>
  `LCP runs ${figures.lcpRuns
    .map(({ lcp, observed, scriptBytes }) => {
      // Lighthouse gives no LCP for a run whose recording it could not simulate.
      if (!Number.isFinite(lcp)) return 'none'
      const scripts =
        scriptBytes === null ? '' : `, ${Math.round(scriptBytes / 1024)} KB of scripts in`
      return `${Math.round(lcp).toLocaleString('en')} ms (painted at ${Math.round(observed)} ms${scripts})`
    })
    .join(', ')}`

async function main() {
  const port = Number(process.env.PORT ?? 3400)
  if (!fs.existsSync(chromePath))
    throw new Error(`no Chromium at ${chromePath} (apt-get install chromium, or set CHROME_PATH)`)
  const only = process.env.BENCH_PAGES?.split(',').filter(Boolean)
  const locales = (process.env.BENCH_LOCALES ?? 'nl,en,de').split(',').filter(Boolean)

  const bare = await startBarePage(port + 1)
  const styled = await startBarePage(port + 2, 'bench/bare-styled')
  const started = await startServer(port, { quiet: true })
  // The test server's SITE_URL is http://localhost:PORT: measured on that origin, canonical and
  // hreflang links point at the page being audited.
  const site = { ...started, origin: started.origin.replace('127.0.0.1', 'localhost') }
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  })
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
      `Web benchmark: Lighthouse ${RUNS}x per page (mobile, simulated throttling), medians`,
    )
    console.log(
      `${'page'.padEnd(12)}  first-load JS   perf   a11y     bp    seo       LCP          TBT        CLS`,
    )
    // Both yardsticks in the same run: the bare page, and the bare page waiting for a stylesheet
    // of the site's size from the same CSS pipeline (the one the targets are set against).
    const yardstick = await measure(`${bare.origin}/`, chrome.port)
    console.log(`${row('bare Next', yardstick)}   ${lcpRuns(yardstick)}`)
    const withCss = await measure(`${styled.origin}/`, chrome.port)
    console.log(`${row('bare + CSS', withCss)}   ${lcpRuns(withCss)}`)
    for (const [name, pagePath] of pages) {
      const figures = await measure(`${site.origin}${pagePath}`, chrome.port)
      console.log(
        `${row(name, figures)}   vs bare + CSS: ${ratios(figures, withCss)}; vs bare: ${ratios(figures, yardstick)}  ${pagePath}  ${lcpRuns(figures)}`,
      )
      if (process.env.BENCH_NO_JS) {
        const markupOnly = await measure(`${site.origin}${pagePath}`, chrome.port, true)
        console.log(`${row('  no JS', markupOnly)}   ${ratios(markupOnly, withCss)}`)
      }
    }
    console.log(
      'targets: a11y, bp, seo 100; perf >= 95; LCP <= 1.2x and TBT <= 1.3x (or under 200 ms) the bare page with CSS; CLS <= 0.02',
    )
  } finally {
    chrome.kill()
    site.stop()
    bare.stop()
    styled.stop()
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
