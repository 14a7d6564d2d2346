import { describe, expect, it } from 'vitest'

import { displayYearSlug, firstYear, sortNewestFirst } from '@/catalogue/rules/years'

describe('build years', () => {
  it('reads the first four-digit year', () => {
    expect(firstYear('2015-2019')).toBe(2015)
    expect(firstYear('B9 2016-2020')).toBe(2016)
    expect(firstYear('facelift')).toBeNull()
  })

  it('sorts newest first by the first year, undated labels last', () => {
    const labels = ['2008-2015', 'onbekend', '2020-2024', '2015-2019', '2024']
    expect(sortNewestFirst(labels, (l) => l)).toEqual([
      '2024',
      '2020-2024',
      '2015-2019',
      '2008-2015',
      'onbekend',
    ])
  })

  it('displays a year slug as a range or in capitals', () => {
    expect(displayYearSlug('2015-2019')).toBe('2015 -> 2019')
    expect(displayYearSlug('b9-2016-2020')).toBe('2016 -> 2020')
    expect(displayYearSlug('vanaf-2024')).toBe('VANAF 2024')
  })
})
