import { describe, expect, it } from 'vitest'

import { emailKey, plateKey, subjectQuery } from '@/privacy/rules/subject'

describe("a customer's keys", () => {
  it('stores and looks up an address trimmed and in lower case, in any script', () => {
    expect(emailKey(' Jan@Example.COM ')).toBe('jan@example.com')
    expect(emailKey('Ölaf@Bücher.DE')).toBe('ölaf@bücher.de')
  })

  it('stores and looks up a Dutch plate as printed, any other in upper case', () => {
    for (const typed of ['16-rsl-9', '16 RSL 9', '16rsl9', ' 16.RSL.9 ', '16RSL-9'])
      expect(plateKey(typed)).toBe('16-RSL-9')
    expect(plateKey(' kle  ab 12 ')).toBe('KLE AB 12')
    expect(plateKey('-')).toBe('-')
  })
})

describe('subjectQuery', () => {
  it('gives the customer in key form', () => {
    expect(subjectQuery({ email: ' Eva@Example.nl ', plate: '16 rsl 9' })).toEqual({
      email: 'eva@example.nl',
      plate: '16-RSL-9',
    })
    expect(subjectQuery({ plate: 'ab123c' })).toEqual({ plate: 'AB-123-C' })
  })

  it('names nobody without an address or a plate with a letter or digit', () => {
    expect(subjectQuery({})).toBeNull()
    expect(subjectQuery({ email: '  ', plate: '' })).toBeNull()
    // An erased record's plate is "-": it would name every erased customer.
    expect(subjectQuery({ plate: '-' })).toBeNull()
    expect(subjectQuery({ email: ['a@b.nl'], plate: 7 })).toBeNull()
  })

  it('refuses input longer than any address or plate', () => {
    expect(subjectQuery({ email: `${'a'.repeat(200)}@example.nl` })).toBeNull()
    expect(subjectQuery({ plate: 'A'.repeat(21) })).toBeNull()
  })
})
