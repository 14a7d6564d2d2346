import { describe, expect, it } from 'vitest'

import { lcpRace, type TraceEvent } from '../../bench/lcp-race'

const send = (requestId: string, url: string, ts: number): TraceEvent => ({
  name: 'ResourceSendRequest',
  ts,
  args: { data: { requestId, url } },
})
const finish = (requestId: string, ts: number, encodedDataLength: number): TraceEvent => ({
  name: 'ResourceFinish',
  ts,
  args: { data: { requestId, encodedDataLength } },
})
const candidate = (ts: number, isOutermostMainFrame = true): TraceEvent => ({
  name: 'largestContentfulPaint::Candidate',
  ts,
  args: { data: { isOutermostMainFrame } },
})

describe('lcpRace', () => {
  it('counts the scripts that had arrived when the last main-frame candidate painted', () => {
    const race = lcpRace([
      send('doc', 'http://localhost/merken', 0),
      finish('doc', 50, 16_000),
      send('css', 'http://localhost/_next/static/chunks/a.css', 60),
      send('react', 'http://localhost/_next/static/chunks/react.js', 61),
      send('page', 'http://localhost/_next/static/chunks/page.js?v=1', 62),
      finish('react', 150, 73_000),
      candidate(120),
      candidate(180),
      finish('page', 250, 1_000),
      // A frame's paint and a script requested after the paint do not count.
      candidate(400, false),
      send('late', 'http://localhost/_next/static/chunks/late.js', 300),
      finish('late', 320, 5_000),
    ])
    expect(race).toEqual({ arrived: 1, requested: 2, arrivedBytes: 73_000 })
  })

  it('has nothing to say about a recording without an LCP', () => {
    expect(lcpRace([send('a', 'http://localhost/a.js', 0), finish('a', 5, 100)])).toBeNull()
  })
})
