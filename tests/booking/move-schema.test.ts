import { describe, expect, it } from 'vitest'

import { moveSchema } from '@/booking'

describe('the manage page’s move schema', () => {
  it('takes a real day and refuses none, a made-up one or another shape with the date key', () => {
    expect(moveSchema.parse({ date: '2026-12-07' })).toEqual({ date: '2026-12-07' })
    for (const date of ['', '2026-02-30', '7-12-2026', undefined, 20261207]) {
      const parsed = moveSchema.safeParse({ date })
      expect(parsed.success).toBe(false)
      expect(parsed.error?.issues[0]?.message).toBe('date')
    }
  })
})
