import lighthouse from 'lighthouse'

import { firstLoadScripts, gzipSize } from './first-load'
import { lcpRace, type TraceEvent } from './lcp-race'
import { printDetails } from './lighthouse-details'
import type { Method, Scores } from './web-targets'

const RUNS = Number(process.env.BENCH_RUNS ?? 3)

/**
 * One run's figures, with what decided its LCP: when the recording painted it (unthrottled under
 * simulation, the LCP itself under applied throttling) and how many bytes of script had arrived
 * by then (the simulated phone downloads those first).
 */
export type Run = Scores & { observed: number; scriptBytes: number | null }

/** The medians of a page's runs, and the runs (under simulation LCP is bimodal: see lcp-race.ts). */
export type Figures = Scores & { runs: Run[] }

// A run where Lighthouse could not compute a metric gives NaN there; the median is of the others
// (of an even count, the mean of the middle two: the yardstick pools its runs before and after).
export const median = (values: number[]) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b)
  if (sorted.length === 0) return Number.NaN
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/** Gzip -9 bytes of every script the page's HTML loads, as a modern browser fetches them. */
export async function firstLoadJs(url: string): Promise<number> {
  const html = await (await fetch(url)).text()
  let total = 0
  for (const src of firstLoadScripts(html))
    total += gzipSize(Buffer.from(await (await fetch(new URL(src, url))).arrayBuffer()))
  return total
}

async function run(url: string, port: number, method: Method, blockScripts: boolean) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    blockedUrlPatterns: blockScripts ? ['*.js'] : [],
    // The default mobile settings (Moto G class device, slow 4G) under either method.
    throttlingMethod: method,
  })
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
  const { categories, audits } = result.lhr
  const lcp = audits['largest-contentful-paint']?.numericValue ?? Number.NaN
  const observed = (audits.metrics?.details as { items?: Record<string, number>[] } | undefined)
    ?.items?.[0]?.observedLargestContentfulPaint
  // The recording itself is one of Lighthouse's internal artifacts: read it when it is there.
  const trace = (result.artifacts as { Trace?: { traceEvents?: TraceEvent[] } }).Trace
  const race = trace?.traceEvents ? lcpRace(trace.traceEvents) : null
  if (process.env.BENCH_VERBOSE) printDetails(`${url} (${method})`, audits)
  const figures: Run = {
    observed: observed ?? Number.NaN,
    scriptBytes: race?.arrivedBytes ?? null,
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    bestPractices: Math.round((categories['best-practices']?.score ?? 0) * 100),
    seo: Math.round((categories.seo?.score ?? 0) * 100),
    lcp,
    tbt: audits['total-blocking-time']?.numericValue ?? Number.NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
  }
  return figures
}

/** Medians of RUNS Lighthouse runs of `url` under `method`; `blockScripts` loads it without JS. */
export async function measure(
  url: string,
  port: number,
  method: Method,
  blockScripts = false,
): Promise<Figures> {
  const runs: Run[] = []
  for (let index = 0; index < RUNS; index++) runs.push(await run(url, port, method, blockScripts))
  return figuresOf(runs)
}

/** Each figure's median over the runs (several measurements of one page pool their runs). */
export function figuresOf(runs: Run[]): Figures {
  const pick = (key: keyof Scores) => median(runs.map((figures) => figures[key]))
  return {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    lcp: pick('lcp'),
    tbt: pick('tbt'),
    cls: pick('cls'),
    runs,
  }
}
