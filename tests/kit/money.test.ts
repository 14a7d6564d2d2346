import { describe, expect, it } from 'vitest'

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
