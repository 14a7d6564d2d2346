import { describe, expect, it } from 'vitest'

import { displayPlate, parsePlate } from '@/kenteken/rules/plate'

describe('parsePlate', () => {
  it.each([
    ['DB-14-67', 1],
    ['12-34-NB', 2],
    ['45-JD-67', 3],
    ['HF-12-TR', 4],
    ['VL-BN-34', 5],
    ['54-PN-RX', 6],
    ['01-GBB-1', 7],
    ['1-KBB-00', 8],
    ['GB-001-B', 9],
    ['K-123-BB', 10],
    ['GBB-01-B', 11],
    ['G-12-BBN', 12],
    ['1-GB-001', 13],
    ['123-GB-1', 14],
  ])('%s has side code %i', (printed, sideCode) => {
    const plate = parsePlate(printed)
    expect(plate).toEqual({ compact: printed.replace(/-/g, ''), display: printed, sideCode })
  })

  it('reads plates typed without dashes, in lower case, with spaces', () => {
    expect(parsePlate('16rsl9')?.display).toBe('16-RSL-9')
    expect(parsePlate(' 16 rsl 9 ')?.compact).toBe('16RSL9')
    expect(parsePlate('k 123 bb')?.display).toBe('K-123-BB')
    expect(parsePlate('gbb01b')?.display).toBe('GBB-01-B')
  })

  it('places the dashes by the side code, not by where the visitor put them', () => {
    expect(parsePlate('16R-SL9')?.display).toBe('16-RSL-9')
  })

  it.each([
    ['', 'empty'],
    ['16RSL', 'too short'],
    ['16RSL99', 'too long'],
    ['123456', 'only digits'],
    ['ABCDEF', 'only letters'],
    ['1A2B3C', 'no side code'],
    ['16-RSL-9!', 'other characters'],
    ['16/RSL/9', 'slashes'],
    ['1 6 R S L 9 ' + ' '.repeat(20), 'a very long input'],
    ['16\r\nRSL9', 'a line break'],
    ['16\tRSL9', 'a tab'],
    ['16\u0000RSL9', 'NUL'],
    ['\u202e16RSL9', 'a bidi override'],
  ])('refuses %j (%s)', (input) => {
    expect(parsePlate(input)).toBeNull()
  })

  it('refuses what is not text', () => {
    expect(parsePlate(undefined)).toBeNull()
    expect(parsePlate(['16RSL9'])).toBeNull()
    expect(parsePlate(123456)).toBeNull()
  })
})

describe('displayPlate', () => {
  it('prints a plate with its dashes and leaves other text in capitals', () => {
    expect(displayPlate('16rsl9')).toBe('16-RSL-9')
    expect(displayPlate('abc')).toBe('ABC')
  })
})
