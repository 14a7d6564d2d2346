/**
 * The targets of `npm run bench:web` (issue 46, "Speed, decided"), as pure checks of one page's
 * medians against the styled yardstick's medians under the same throttling method.
 *
 * - applied throttling (Lighthouse's `devtools` method: the page really loads over a slowed
 *   network on a slowed CPU): LCP <= 1.2x the yardstick's, TBT <= 1.3x the yardstick's or under
 *   200 ms, Performance >= 95 or within 3 of the yardstick's.
 * - simulated throttling (Lighthouse's default, Lantern): Performance >= 90, Accessibility, Best
 *   Practices and SEO 100, CLS <= 0.02.
 *
 * Under applied throttling the network and CPU really are slowed, so a page is compared with the
 * yardstick that loaded the same way; the simulated figures depend on which scripts had arrived
 * from localhost before the unthrottled paint (see lcp-race.ts), so they get absolute targets.
 */

export type Method = 'devtools' | 'simulate'

export const methodLabel: Record<Method, string> = {
  devtools: 'applied throttling (devtools)',
  simulate: 'simulated throttling (Lantern)',
}

/** Medians of one page's Lighthouse runs under one method. */
export type Scores = {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  lcp: number
  tbt: number
  cls: number
}

export type Check = {
  /** Short name of the figure, as in the table's header. */
  figure: 'perf' | 'a11y' | 'bp' | 'seo' | 'LCP' | 'TBT' | 'CLS'
  /** The target in words, for the table's legend and the summary. */
  target: string
  pass: boolean
  /** The measured figure as the summary shows it beside a miss. */
  measured: string
}

export const limits = {
  lcpRatio: 1.2,
  tbtRatio: 1.3,
  tbtFloorMs: 200,
  appliedPerformance: 95,
  appliedPerformanceMargin: 3,
  simulatedPerformance: 90,
  maxCls: 0.02,
} as const

/** A figure Lighthouse could not compute is a miss, never a pass. */
const atMost = (value: number, limit: number) => Number.isFinite(value) && value <= limit
const ms = (value: number) => `${Math.round(value).toLocaleString('en')} ms`
const ratio = (value: number, of: number) => value / Math.max(of, 1)

/** The checks of one page under one method; the yardstick is the styled page under the same method. */
export function checks(method: Method, page: Scores, yardstick: Scores): Check[] {
  if (method === 'devtools') {
    const lcp = ratio(page.lcp, yardstick.lcp)
    const tbt = ratio(page.tbt, yardstick.tbt)
    const perfFloor = Math.min(
      limits.appliedPerformance,
      yardstick.performance - limits.appliedPerformanceMargin,
    )
    return [
      {
        figure: 'perf',
        target: `>= ${limits.appliedPerformance} or within ${limits.appliedPerformanceMargin} of the yardstick`,
        pass: page.performance >= perfFloor,
        measured: `${page.performance} (yardstick ${yardstick.performance})`,
      },
      {
        figure: 'LCP',
        target: `<= ${limits.lcpRatio}x the yardstick`,
        pass: atMost(lcp, limits.lcpRatio),
        measured: `${ms(page.lcp)} = ${lcp.toFixed(2)}x`,
      },
      {
        figure: 'TBT',
        target: `<= ${limits.tbtRatio}x the yardstick or under ${limits.tbtFloorMs} ms`,
        pass: page.tbt < limits.tbtFloorMs || atMost(tbt, limits.tbtRatio),
        measured: `${ms(page.tbt)} = ${tbt.toFixed(2)}x`,
      },
    ]
  }
  const hundred = (figure: Check['figure'], value: number): Check => ({
    figure,
    target: '100',
    pass: value === 100,
    measured: String(value),
  })
  return [
    {
      figure: 'perf',
      target: `>= ${limits.simulatedPerformance}`,
      pass: page.performance >= limits.simulatedPerformance,
      measured: String(page.performance),
    },
    hundred('a11y', page.accessibility),
    hundred('bp', page.bestPractices),
    hundred('seo', page.seo),
    {
      figure: 'CLS',
      target: `<= ${limits.maxCls}`,
      pass: atMost(page.cls, limits.maxCls),
      measured: page.cls.toFixed(3),
    },
  ]
}
