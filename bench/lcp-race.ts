/**
 * Why one page's simulated LCP lands near its FCP in one Lighthouse run and a second later in
 * the next: Lantern counts a request as needed for the LCP when it finished before the LCP of
 * the unthrottled recording. A script is left out only when its evaluation is a task of 10 ms or
 * more that started after that paint: Lantern prunes shorter tasks, and most chunks' evaluation
 * (registering their modules) is shorter. So what decides a run is how many of the
 * page's scripts had arrived from localhost when it painted. This reads that count from the
 * run's trace.
 */

/** The fields of a Chrome trace event this module reads. */
export type TraceEvent = {
  name: string
  ts: number
  args?: {
    data?: {
      requestId?: string
      url?: string
      isOutermostMainFrame?: boolean
      /** ResourceFinish: bytes on the wire. */
      encodedDataLength?: number
    }
  }
}

export type LcpRace = {
  /** Scripts the page requested before its LCP paint that had finished loading by then. */
  arrived: number
  /** Scripts the page requested before its LCP paint. */
  requested: number
  /** Bytes on the wire of the scripts that had arrived: what the simulated phone downloads first. */
  arrivedBytes: number
}

const isScript = (url: string) => /\.m?js(?:[?#]|$)/.test(url)

/** The race of the recording's last LCP candidate in the main frame, or null when it had none. */
export function lcpRace(events: readonly TraceEvent[]): LcpRace | null {
  const candidates = events.filter(
    (event) =>
      event.name === 'largestContentfulPaint::Candidate' &&
      event.args?.data?.isOutermostMainFrame !== false,
  )
  if (candidates.length === 0) return null
  const lcp = Math.max(...candidates.map((event) => event.ts))
  const scripts = new Map<string, { sent: number; finished?: number; bytes: number }>()
  for (const event of events) {
    const { requestId, url } = event.args?.data ?? {}
    if (!requestId) continue
    if (event.name === 'ResourceSendRequest' && url && isScript(url))
      scripts.set(requestId, { sent: event.ts, bytes: 0 })
    const script = scripts.get(requestId)
    if (event.name === 'ResourceFinish' && script) {
      script.finished = event.ts
      script.bytes = event.args?.data?.encodedDataLength ?? 0
    }
  }
  const before = [...scripts.values()].filter((script) => script.sent <= lcp)
  const arrived = before.filter((script) => script.finished !== undefined && script.finished <= lcp)
  return {
    arrived: arrived.length,
    requested: before.length,
    arrivedBytes: arrived.reduce((sum, script) => sum + script.bytes, 0),
  }
}
