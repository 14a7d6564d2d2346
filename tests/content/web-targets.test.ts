import { describe, expect, it } from 'vitest'

import { median } from '../../bench/web-measure'
import { table } from '../../bench/web-report'
import { checks, type Scores } from '../../bench/web-targets'

const yardstick: Scores = {
  performance: 97,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcp: 1_500,
  tbt: 200,
  cls: 0,
}
const passed = (found: ReturnType<typeof checks>) =>
  Object.fromEntries(found.map((check) => [check.figure, check.pass]))

describe('bench:web targets', () => {
  it('judges applied throttling against the yardstick: LCP 1.2x, TBT 1.3x or 200 ms, perf 95 or within 3', () => {
    const page = { ...yardstick, performance: 94, lcp: 1_800, tbt: 260 }
    expect(passed(checks('devtools', page, yardstick))).toEqual({
      perf: true,
      LCP: true,
      TBT: true,
    })
    const slower = { ...page, performance: 93, lcp: 1_801, tbt: 261 }
    expect(passed(checks('devtools', slower, yardstick))).toEqual({
      perf: false,
      LCP: false,
      TBT: false,
    })
  })

  it('lets TBT under 200 ms pass whatever the yardstick, and perf 95 whatever the yardstick', () => {
    const quiet = { ...yardstick, performance: 100, tbt: 50 }
    const page = { ...yardstick, performance: 95, tbt: 199 }
    expect(passed(checks('devtools', page, quiet))).toMatchObject({ perf: true, TBT: true })
  })

  it('holds simulated throttling to absolute targets', () => {
    const page = { ...yardstick, performance: 90, lcp: 9_000, tbt: 900, cls: 0.02 }
    expect(passed(checks('simulate', page, yardstick))).toEqual({
      perf: true,
      a11y: true,
      bp: true,
      seo: true,
      CLS: true,
    })
    const worse = { ...page, performance: 89, seo: 92, cls: 0.021 }
    expect(passed(checks('simulate', worse, yardstick))).toMatchObject({
      perf: false,
      seo: false,
      CLS: false,
    })
  })

  it('counts a figure Lighthouse could not compute as a miss', () => {
    const page = { ...yardstick, lcp: Number.NaN, cls: Number.NaN }
    expect(passed(checks('devtools', page, yardstick)).LCP).toBe(false)
    expect(passed(checks('simulate', page, yardstick)).CLS).toBe(false)
  })

  it('takes the median of the runs it has, the middle two of an even count', () => {
    expect(median([3, 1, Number.NaN, 2])).toBe(2)
    expect(median([4, 1, 3, 2])).toBe(2.5)
    expect(median([])).toBeNaN()
  })

  it('prints a table whose columns line up', () => {
    const lines = table(['page', 'LCP'], [['home', '1.05x PASS']]).split('\n')
    expect(lines).toEqual([
      '| page |        LCP |',
      '|------|-----------:|',
      '| home | 1.05x PASS |',
    ])
  })
})
