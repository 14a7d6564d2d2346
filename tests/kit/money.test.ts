import { describe, expect, it } from 'vitest'

import { formatAmountInput, formatEuroCents, parseAmountInput } from '@/kit/format/admin-money'
import { formatEuro } from '@/kit/format/money'

// Intl puts a no-break space between sign and amount; compare with plain spaces.
const plain = (text: string) => text.replace(/\s/g, ' ')

describe('formatEuro', () => {
  it('writes the per-km fee with cents, as each language does', () => {
    expect(plain(formatEuro(0.7, 'nl'))).toBe('€ 0,70')
    expect(plain(formatEuro(0.7, 'en'))).toBe('€0.70')
    expect(plain(formatEuro(0.7, 'de'))).toBe('0,70 €')
  })

  it('leaves the cents off whole amounts', () => {
    expect(plain(formatEuro(50, 'nl'))).toBe('€ 50')
    expect(plain(formatEuro(1250, 'de'))).toBe('1.250 €')
  })

  it('rounds to cents', () => {
    expect(plain(formatEuro(0.695, 'en'))).toBe('€0.70')
  })
})

describe('amounts in the admin', () => {
  it('lists a price with cents in the staff member’s notation', () => {
    expect(plain(formatEuroCents(299, 'nl'))).toBe('€ 299,00')
    expect(plain(formatEuroCents(1299.5, 'nl'))).toBe('€ 1.299,50')
    expect(plain(formatEuroCents(299, 'en'))).toBe('€299.00')
    expect(plain(formatEuroCents(299, 'de'))).toBe('299,00 €')
  })

  it('shows an amount in the input with two decimals and no thousands mark', () => {
    expect(formatAmountInput(1299, 'nl')).toBe('1299,00')
    expect(formatAmountInput(349.5, 'en')).toBe('349.50')
  })

  it('reads what staff type, with a decimal comma or point', () => {
    expect(parseAmountInput('299')).toBe(299)
    expect(parseAmountInput('299,5')).toBe(299.5)
    expect(parseAmountInput('299.50')).toBe(299.5)
    expect(parseAmountInput('€ 1.299,00')).toBe(1299)
    expect(parseAmountInput('1,299.00')).toBe(1299)
    expect(parseAmountInput('1.299')).toBe(1299)
    expect(parseAmountInput('  ')).toBeNull()
    expect(parseAmountInput('twee')).toBe('invalid')
    expect(parseAmountInput('1,2,')).toBe('invalid')
  })
})
