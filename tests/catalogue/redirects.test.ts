import { describe, expect, it } from 'vitest'

import {
  isCataloguePath,
  mergeMoves,
  movesUnder,
  resolveMove,
  typedCataloguePath,
} from '@/catalogue/redirects/rules'

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

  it('never follows a move onto itself or below itself, which would redirect for ever', () => {
    const looping = new Map([
      ['audi', 'audi/a4'],
      ['bmw/3-serie', 'bmw/3-serie'],
      ['vw/golf', 'vw/golf-8'],
    ])
    expect(resolveMove(looping, 'audi/a4')).toBeNull()
    expect(resolveMove(looping, 'bmw/3-serie/2019')).toBeNull()
    expect(resolveMove(looping, 'vw/golf/2020')).toBe('vw/golf-8/2020')
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

describe('a catalogue path as staff type it', () => {
  it('is stored bare, whatever part of the address was typed or pasted', () => {
    for (const typed of [
      'audi/a4',
      '/merken/audi/a4/',
      ' Audi/A4 ',
      '/en/merken/audi/a4',
      'https://www.example.nl/de/merken/audi/a4?x=1#top',
      'merken/audi/a4',
    ])
      expect(typedCataloguePath(typed)).toBe('audi/a4')
  })
  it('is made of slugs only', () => {
    expect(isCataloguePath('audi/a4/2015-2019/150pk')).toBe(true)
    for (const path of ['', 'audi//a4', 'audi/a 4', 'audi/a4?x', 'citroën'])
      expect(isCataloguePath(path)).toBe(false)
  })
})
