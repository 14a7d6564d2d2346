import { describe, expect, it } from 'vitest'

import { isMultiLineText, isOneLineText, normaliseLineEnds } from '@/kit/forms/visitor-text'
import { multiLineText, oneLineText } from '@/kit/forms/visitor-text-fields'

const refusedEverywhere = [
  ['NUL', 'Hi \u0000 daar'],
  ['ESC', '06\u001b[2J'],
  ['DEL', 'AB\u007f123'],
  ['NEL (C1)', 'Audi\u0085'],
  ['vertical tab', 'a\u000bb'],
  ['form feed', 'a\u000cb'],
  ['U+202A left-to-right embedding', 'Jan\u202a'],
  ['U+202E right-to-left override', 'Jan \u202eseirV ed'],
  ['U+2066 left-to-right isolate', '\u2066Jan'],
  ['U+2069 pop directional isolate', 'Jan\u2069'],
] as const

const lineBreaks = [
  ['CRLF', 'Jan\r\nBcc: evil@example.com'],
  ['LF', 'Jan\nBcc: evil@example.com'],
  ['CR', 'Jan\rBcc: evil@example.com'],
  ['tab', 'Jan\tde Vries'],
  ['U+2028 line separator', 'Jan\u2028Bcc'],
] as const

const allowed = [
  'Jan de Vries',
  'Łukasz Øvergaard-Çelik',
  'محمد العلي',
  'יעקב',
  '山田太郎',
  '06-12 34 56 78',
  'Dit kost €1.200,- (incl.)',
  // Marks (not overrides) belong to right-to-left text.
  'שלום\u200f 123',
]

describe('the visitors’ text rule', () => {
  it.each(refusedEverywhere)('refuses %s in one-line and multi-line text', (_name, value) => {
    expect(isOneLineText(value)).toBe(false)
    expect(isMultiLineText(value)).toBe(false)
  })

  it.each(lineBreaks)('refuses %s in one-line text', (_name, value) => {
    expect(isOneLineText(value)).toBe(false)
  })

  it('keeps lines and tabs in multi-line text', () => {
    expect(isMultiLineText('Regel 1\r\nRegel 2\n\tingesprongen\rRegel 3\u2028')).toBe(true)
  })

  it.each(allowed)('takes %j, in any script', (value) => {
    expect(isOneLineText(value)).toBe(true)
    expect(isMultiLineText(value)).toBe(true)
  })

  it('makes every line end LF', () => {
    expect(normaliseLineEnds('a\r\nb\rc\nd')).toBe('a\nb\nc\nd')
  })
})

describe('the schema fields built on it', () => {
  it('refuse with the one message key, before trim and length', () => {
    const name = oneLineText({ missing: 'name' }).trim().min(1, 'name').max(5, 'tooLong')
    const first = (value: unknown) => name.safeParse(value).error?.issues[0]?.message
    expect(first('\u0000')).toBe('invalidCharacters')
    expect(first('Jan\r\nBcc: evil@example.com')).toBe('invalidCharacters')
    expect(first('\u202eJan')).toBe('invalidCharacters')
    expect(first(undefined)).toBe('name')
    expect(first('  ')).toBe('name')
    expect(name.parse(' Jan ')).toBe('Jan')
  })

  it('keep a message’s lines, normalised, and refuse its other controls', () => {
    const message = multiLineText().trim().max(100, 'tooLong')
    expect(message.parse(' Regel 1\r\nRegel 2\r\tmet tab \r\n')).toBe('Regel 1\nRegel 2\n\tmet tab')
    expect(message.safeParse('Hi \u0000 daar').error?.issues[0]?.message).toBe('invalidCharacters')
    expect(message.safeParse('Hi \u202e daar').error?.issues[0]?.message).toBe('invalidCharacters')
  })
})
