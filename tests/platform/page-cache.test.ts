import { describe, expect, it } from 'vitest'

import { MICRO_CACHE_SECONDS, microCacheSeconds } from '@/platform/next/page-cache'

describe("a page's lifetime in the micro-cache", () => {
  it('covers every whole second from the shortest to the longest, evenly', () => {
    const draws = Array.from({ length: 300 }, (_, i) => microCacheSeconds(() => i / 300))
    const counts = new Map<number, number>()
    for (const seconds of draws) counts.set(seconds, (counts.get(seconds) ?? 0) + 1)
    expect([...counts.keys()].sort()).toEqual([3, 4, 5])
    expect([...counts.values()]).toEqual([100, 100, 100])
  })

  it('never exceeds the longest, so a staff edit shows within it', () => {
    expect(microCacheSeconds(() => 0)).toBe(MICRO_CACHE_SECONDS.shortest)
    expect(microCacheSeconds(() => 0.999_999)).toBe(MICRO_CACHE_SECONDS.longest)
    // Some generators can return 1 itself.
    expect(microCacheSeconds(() => 1)).toBe(MICRO_CACHE_SECONDS.longest)
  })
})
