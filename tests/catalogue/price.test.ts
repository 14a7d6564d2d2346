import { describe, expect, it } from 'vitest'

import { resolvePrice, stage1Price } from '@/catalogue/rules/price'

describe('prices', () => {
  it('uses the fallback when a price is missing or not positive', () => {
    expect(resolvePrice(349, 299)).toBe(349)
    expect(resolvePrice(null, 299)).toBe(299)
    expect(resolvePrice(undefined, 299)).toBe(299)
    expect(resolvePrice(0, 299)).toBe(299)
    expect(resolvePrice(Number.NaN, 299)).toBe(299)
  })

  it('takes the Stage 1 price from the first result, then the engine, then the fallback', () => {
    const results = [{ price: 449 }, { price: 899 }]
    expect(stage1Price({ price: 399, results }, 299)).toEqual({ amount: 449, isFallback: false })
    expect(stage1Price({ price: 399, results: [] }, 299)).toEqual({
      amount: 399,
      isFallback: false,
    })
    expect(stage1Price({ price: null, results: [{ price: null }] }, 299)).toEqual({
      amount: 299,
      isFallback: true,
    })
    expect(stage1Price({}, 299)).toEqual({ amount: 299, isFallback: true })
  })
})

describe('on-site fee', async () => {
  const { onSiteFee } = await import('@/catalogue/rules/fee')
  it('multiplies the distance by the fee per km, in whole euros', () => {
    expect(onSiteFee(19, 0.7)).toBe(13)
    expect(onSiteFee(0, 0.7)).toBe(0)
    expect(onSiteFee(-5, 0.7)).toBe(0)
  })
})
