import { describe, expect, it } from 'vitest'

import {
  addToComparison,
  compareChange,
  parseComparison,
  removeFromComparison,
} from '@/search/rules/compare'

describe('a comparison in the address', () => {
  it('reads ids in order, each once, at most three, and keeps what names no engine apart', () => {
    expect(parseComparison('12,40,12,7,9')).toEqual({ ids: ['12', '40', '7'], unreadable: [] })
    expect(parseComparison(['12', '40'])).toEqual({ ids: ['12', '40'], unreadable: [] })
    expect(parseComparison('12,<script>,abc')).toEqual({
      ids: ['12'],
      unreadable: ['<script>', 'abc'],
    })
    expect(parseComparison(undefined)).toEqual({ ids: [], unreadable: [] })
    expect(parseComparison('65f1a2b3c4d5e6f7a8b9c0d1').ids).toEqual(['65f1a2b3c4d5e6f7a8b9c0d1'])
  })

  it('adds at the end; a fourth makes the oldest leave', () => {
    expect(addToComparison(['1'], '2')).toEqual({ ids: ['1', '2'], replaced: null })
    expect(addToComparison(['1', '2'], '2')).toEqual({ ids: ['1', '2'], replaced: null })
    expect(addToComparison(['1', '2', '3'], '4')).toEqual({ ids: ['2', '3', '4'], replaced: '1' })
    expect(removeFromComparison(['1', '2', '3'], '2')).toEqual(['1', '3'])
  })

  it('links a change through the compare endpoint', () => {
    expect(compareChange('de', { add: '5' })).toBe('/api/compare?locale=de&add=5')
    expect(compareChange('nl', { ids: ['1', '2'], remove: '2' })).toBe(
      '/api/compare?locale=nl&m=1%2C2&remove=2',
    )
  })
})
