import { describe, expect, it } from 'vitest'

import { fillPromotionText, mentionsEndDate } from '@/catalogue/rules/promotion'

describe('promotion text', () => {
  const values = { normal: 499, promo: 250, until: '31 oktober 2027' }

  it('fills in the prices and the end date wherever staff put them', () => {
    expect(fillPromotionText('Stage 1 nu €{promo} (was €{normal}), t/m {until}!', values)).toBe(
      'Stage 1 nu €250 (was €499), t/m 31 oktober 2027!',
    )
  })

  it('leaves text without placeholders and unknown braces as written', () => {
    expect(fillPromotionText('Winteractie: gratis ECO-modus', values)).toBe(
      'Winteractie: gratis ECO-modus',
    )
    expect(fillPromotionText('{price} {promo}', values)).toBe('{price} 250')
  })

  it('knows whether the text names the end date itself', () => {
    expect(mentionsEndDate('t/m {until}')).toBe(true)
    expect(mentionsEndDate('nu €{promo}')).toBe(false)
  })
})
