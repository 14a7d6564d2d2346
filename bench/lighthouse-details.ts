import type { Result } from 'lighthouse'

/**
 * `BENCH_VERBOSE=1`: what one Lighthouse run of `url` found beyond its scores: the failed
 * audits, the LCP element, the main thread's work by kind, the scripts that cost most and the
 * layout shifts.
 */
export function printDetails(url: string, audits: Result['audits']) {
  const failed = Object.values(audits).filter(
    (audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary',
  )
  for (const audit of failed) console.log(`    ${url}: ${audit.id}: ${audit.title}`)
  const lcpElement = audits['largest-contentful-paint-element']?.details as
    { items?: { items?: { node?: { snippet?: string } }[] }[] } | undefined
  const snippet = lcpElement?.items?.[0]?.items?.[0]?.node?.snippet
  if (snippet) console.log(`    LCP element: ${snippet.slice(0, 160)}`)
  const work = audits['mainthread-work-breakdown']?.details as
    { items?: { groupLabel?: string; duration?: number }[] } | undefined
  console.log(
    `    main thread: ${(work?.items ?? []).map((item) => `${item.groupLabel} ${Math.round(item.duration ?? 0)} ms`).join(', ')}`,
  )
  // Where the main thread's time goes: the scripts that cost most to parse and run.
  const bootup = audits['bootup-time']?.details as
    { items?: { url?: string; total?: number; scripting?: number }[] } | undefined
  for (const script of (bootup?.items ?? []).slice(0, 6))
    console.log(
      `    script ${Math.round(script.total ?? 0)} ms (${Math.round(script.scripting ?? 0)} running): ${script.url?.slice(-70)}`,
    )
  const shifts = audits['layout-shifts']?.details as
    { items?: { score?: number; node?: { snippet?: string } }[] } | undefined
  for (const shift of shifts?.items ?? [])
    console.log(
      `    layout shift ${shift.score?.toFixed(3)}: ${shift.node?.snippet?.slice(0, 160)}`,
    )
}
