import { describe, expect, it } from 'vitest'

import { MICRO_CACHE_SECONDS, microCacheSeconds } from '@/platform/next/page-cache'

describe("a page's lifetime in the micro-cache", () => {
  it('covers every whole second from the shortest to the longest, evenly', () => {
    const { shortest, longest } = MICRO_CACHE_SECONDS
    const seconds = Array.from({ length: longest - shortest + 1 }, (_, i) => shortest + i)
    const total = seconds.length * 100
    const draws = Array.from({ length: total }, (_, i) => microCacheSeconds(() => i / total))
    const counts = new Map<number, number>()
    for (const drawn of draws) counts.set(drawn, (counts.get(drawn) ?? 0) + 1)
    expect([...counts.keys()].sort((a, b) => a - b)).toEqual(seconds)
    expect(new Set(counts.values())).toEqual(new Set([100]))
  })

  it('never exceeds the longest, so a staff edit shows within it', () => {
    expect(microCacheSeconds(() => 0)).toBe(MICRO_CACHE_SECONDS.shortest)
    expect(microCacheSeconds(() => 0.999_999)).toBe(MICRO_CACHE_SECONDS.longest)
    // Some generators can return 1 itself.
    expect(microCacheSeconds(() => 1)).toBe(MICRO_CACHE_SECONDS.longest)
  })
})
