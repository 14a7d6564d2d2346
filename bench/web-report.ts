import type { Figures } from './web-measure'
import { checks, methodLabel, type Check, type Method } from './web-targets'

/** One measured page: its label, path, first-load JavaScript and figures under each method. */
export type PageResult = {
  name: string
  path: string
  js: number
  figures: Record<Method, Figures>
}

const ms = (value: number) =>
  Number.isFinite(value) ? Math.round(value).toLocaleString('en') : 'n/a'
const times = (value: number, of: number) => `${(value / Math.max(of, 1)).toFixed(2)}x`

/** A table whose columns are padded to their widest cell: readable in a terminal, valid Markdown. */
export function table(header: string[], rows: string[][]): string {
  const widths = header.map((cell, index) =>
    Math.max(cell.length, ...rows.map((row) => row[index]?.length ?? 0)),
  )
  const line = (cells: string[]) =>
    `| ${cells.map((cell, index) => (index === 0 ? cell.padEnd(widths[index]!) : cell.padStart(widths[index]!))).join(' | ')} |`
  const rule = `|${widths.map((width, index) => (index === 0 ? '-'.repeat(width + 2) : `${'-'.repeat(width + 1)}:`)).join('|')}|`
  return [line(header), rule, ...rows.map(line)].join('\n')
}

/** A cell with a target: the figure, then PASS or MISS. */
const judged = (text: string, check: Check | undefined) =>
  check ? `${text} ${check.pass ? 'PASS' : 'MISS'}` : text

/** The table of one method: the yardstick, then each page with its targets judged. */
export function methodTable(method: Method, bare: PageResult, pages: PageResult[]): string {
  const yardstick = bare.figures[method]
  const header = ['page', 'JS KB', 'perf', 'a11y', 'bp', 'seo', 'LCP ms', 'LCP', 'TBT ms', 'TBT']
  header.push('CLS', 'verdict')
  const yardstickRow = [
    bare.name,
    (bare.js / 1024).toFixed(1),
    ...[yardstick.performance, yardstick.accessibility, yardstick.bestPractices, yardstick.seo].map(
      String,
    ),
    ms(yardstick.lcp),
    '1.00x',
    ms(yardstick.tbt),
    '1.00x',
    yardstick.cls.toFixed(3),
    '',
  ]
  const rows = pages.map((page) => {
    const figures = page.figures[method]
    const found = checks(method, figures, yardstick)
    const of = (figure: Check['figure']) => found.find((check) => check.figure === figure)
    const missed = found.filter((check) => !check.pass).map((check) => check.figure)
    return [
      page.name,
      (page.js / 1024).toFixed(1),
      judged(String(figures.performance), of('perf')),
      judged(String(figures.accessibility), of('a11y')),
      judged(String(figures.bestPractices), of('bp')),
      judged(String(figures.seo), of('seo')),
      ms(figures.lcp),
      judged(times(figures.lcp, yardstick.lcp), of('LCP')),
      ms(figures.tbt),
      judged(times(figures.tbt, yardstick.tbt), of('TBT')),
      judged(figures.cls.toFixed(3), of('CLS')),
      missed.length ? `MISS ${missed.join(', ')}` : 'PASS',
    ]
  })
  const targets = checks(method, yardstick, yardstick)
    .map((check) => `${check.figure} ${check.target}`)
    .join('; ')
  return [
    `${methodLabel[method]}, targets: ${targets}`,
    table(header, [yardstickRow, ...rows]),
  ].join('\n')
}

/** Which pages meet every target of each method, and every miss with its figure. */
export function summary(methods: Method[], bare: PageResult, pages: PageResult[]): string {
  const yardsticks = bare.figures
  const lines: string[] = []
  for (const method of methods) {
    const misses = pages.flatMap((page) =>
      checks(method, page.figures[method], yardsticks[method])
        .filter((check) => !check.pass)
        .map((check) => `${page.name} ${check.figure} ${check.measured} (target ${check.target})`),
    )
    const passed = pages.filter((page) =>
      checks(method, page.figures[method], yardsticks[method]).every((check) => check.pass),
    ).length
    lines.push(`${methodLabel[method]}: ${passed} of ${pages.length} pages meet every target`)
    for (const miss of misses) lines.push(`  MISS ${miss}`)
  }
  return lines.join('\n')
}

/**
 * Every run's LCP of one measurement. Under simulation with the race that decided it (see
 * lcp-race.ts): when the unthrottled recording painted and how much script had arrived by then.
 */
export function lcpRuns(method: Method, figures: Figures): string {
  const runs = figures.runs.map(({ lcp, observed, scriptBytes }) => {
    // Lighthouse gives no LCP for a run whose recording it could not simulate.
    if (!Number.isFinite(lcp)) return 'none'
    if (method === 'devtools') return `${ms(lcp)} ms`
    const scripts =
      scriptBytes === null ? '' : `, ${Math.round(scriptBytes / 1024)} KB of scripts in`
    return `${ms(lcp)} ms (painted at ${Math.round(observed)} ms${scripts})`
  })
  return `LCP runs ${runs.join(', ')}`
}

/** One progress line while the bench runs: a measurement's medians. */
export function progressLine(label: string, method: Method, figures: Figures): string {
  const scores = [figures.performance, figures.accessibility, figures.bestPractices, figures.seo]
  return `  ${label} [${method}] scores ${scores.join('/')}, LCP ${ms(figures.lcp)} ms, TBT ${ms(figures.tbt)} ms, CLS ${figures.cls.toFixed(3)}; ${lcpRuns(method, figures)}`
}
