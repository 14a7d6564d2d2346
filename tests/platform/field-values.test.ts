import { describe, expect, it } from 'vitest'

import { valueProblem } from '@/platform/payload/field-values'

describe('values of the kind their field holds', () => {
  it('a number is finite: Infinity, 1e400 and text that is no number are refused', () => {
    for (const value of [Infinity, -Infinity, 'Infinity', JSON.parse('1e400'), 'abc', [1], {}])
      expect(valueProblem('number', value), String(value)).toBe('not-a-number')
    for (const value of [0, 12.5, '12.5', -3, null, undefined, ''])
      expect(valueProblem('number', value), String(value)).toBeNull()
  })

  it('a number sent as text is written in plain decimals, as Payload reads it', () => {
    for (const value of ['90,5', '12abc', '0x1A', '0b11', '0o7', '1 000', '1e'])
      expect(valueProblem('number', value), value).toBe('not-a-number')
    for (const value of [' 120 ', '-3.5', '.5', '1e3', '+7'])
      expect(valueProblem('number', value), value).toBeNull()
  })

  it('a choice is one text value; a list only where the field holds many', () => {
    for (const value of [1, 1.5, true, ['cars'], { value: 'cars' }])
      expect(valueProblem('select', value), JSON.stringify(value)).toBe('not-an-option')
    expect(valueProblem('select', 'cars')).toBeNull()
    expect(valueProblem('select', ['cars', 'trucks'], true)).toBeNull()
    expect(valueProblem('select', ['cars', 2], true)).toBe('not-an-option')
  })

  it('a text is never a list or an object (they were stored as their JSON)', () => {
    expect(valueProblem('text', ['G-ABCDE'])).toBe('not-text')
    expect(valueProblem('text', { nl: 'a' })).toBe('not-text')
    expect(valueProblem('text', 'G-ABCDE')).toBeNull()
    expect(valueProblem('text', null)).toBeNull()
  })
})
