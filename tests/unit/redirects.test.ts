import { describe, expect, it } from 'vitest'

import { mergeMoves, movesUnder, resolveMove } from '@/domain/redirects'

describe('moved catalogue paths', () => {
  const moved = new Map([
    ['audi/a4', 'audi/a4-avant'],
    ['audi/a4-avant/2015-2019/122pk', 'audi/a4-avant/2015-2019/125pk'],
  ])

  it('resolves a path or its nearest moved ancestor, keeping the rest', () => {
    expect(resolveMove(moved, 'audi/a4')).toBe('audi/a4-avant')
    expect(resolveMove(moved, 'audi/a4/2015-2019/150pk/stage-1')).toBe(
      'audi/a4-avant/2015-2019/150pk/stage-1',
    )
    expect(resolveMove(moved, 'audi/a4-avant/2015-2019/122pk')).toBe(
      'audi/a4-avant/2015-2019/125pk',
    )
    expect(resolveMove(moved, 'audi/a3')).toBeNull()
  })

  it('moves descendants under a renamed prefix only', () => {
    expect(movesUnder('audi/a4', 'audi/a4-avant', ['audi/a4/2015-2019', 'audi/a40/2015'])).toEqual([
      { from: 'audi/a4/2015-2019', to: 'audi/a4-avant/2015-2019' },
    ])
  })

  it('follows older redirects to the new address and drops those whose source is live again', () => {
    const { keep, drop } = mergeMoves(
      [
        { from: 'a/b/122pk', to: 'a/b/125pk' },
        { from: 'a/b/100pk', to: 'a/b/101pk' },
      ],
      [
        { from: 'a/b/125pk', to: 'a/b/126pk' },
        { from: 'a/b/101pk', to: 'a/b/100pk' },
      ],
    )
    expect(keep).toEqual([
      { from: 'a/b/122pk', to: 'a/b/126pk' },
      { from: 'a/b/125pk', to: 'a/b/126pk' },
      { from: 'a/b/101pk', to: 'a/b/100pk' },
    ])
    expect(drop).toEqual(['a/b/100pk'])
  })
})
