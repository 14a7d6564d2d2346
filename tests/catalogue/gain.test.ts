import { describe, expect, it } from 'vitest'

import {
  averagePowerGain,
  fallbackGain,
  gainPercent,
  isPlausibleGain,
} from '@/catalogue/rules/gain'

describe('gainPercent', () => {
  it('rounds (tuned - stock) / stock x 100', () => {
    expect(gainPercent(150, 190)).toBe(27) // 26.67
    expect(gainPercent(200, 201)).toBe(1) // 0.5 rounds up
    expect(gainPercent(320, 400)).toBe(25)
  })

  it('is 0 when the stock figure is 0 or less', () => {
    expect(gainPercent(0, 190)).toBe(0)
    expect(gainPercent(-5, 190)).toBe(0)
  })

  it('can be negative when the tuned figure is lower', () => {
    expect(gainPercent(200, 180)).toBe(-10)
  })
})

describe('averagePowerGain', () => {
  it('averages only engines that gain, up to 100%', () => {
    const engines = [
      { stockHp: 100, tunedHp: 120 }, // 20%
      { stockHp: 100, tunedHp: 140 }, // 40%
      { stockHp: 100, tunedHp: 100 }, // no gain: left out
      { stockHp: 100, tunedHp: 90 }, // loss: left out
      { stockHp: 100, tunedHp: 250 }, // 150%: a data error, left out
      { stockHp: 0, tunedHp: 50 }, // no stock figure: left out
    ]
    expect(averagePowerGain(engines, fallbackGain.brand)).toBe(30)
  })

  it('keeps a gain of exactly 100%', () => {
    expect(averagePowerGain([{ stockHp: 100, tunedHp: 200 }], 25)).toBe(100)
  })

  it('falls back per level when nothing qualifies', () => {
    expect(averagePowerGain([], fallbackGain.brand)).toBe(25)
    expect(averagePowerGain([{ stockHp: 100, tunedHp: 100 }], fallbackGain.model)).toBe(30)
    expect(averagePowerGain([], fallbackGain.year)).toBe(35)
  })
})

describe('isPlausibleGain', () => {
  it('accepts a real gain of at most 100%', () => {
    expect(isPlausibleGain(150, 190)).toBe(true)
    expect(isPlausibleGain(100, 200)).toBe(true)
  })

  it('refuses no gain, a loss, a missing stock figure and more than 100%', () => {
    expect(isPlausibleGain(150, 150)).toBe(false)
    expect(isPlausibleGain(150, 140)).toBe(false)
    expect(isPlausibleGain(0, 140)).toBe(false)
    expect(isPlausibleGain(100, 201)).toBe(false)
  })
})
