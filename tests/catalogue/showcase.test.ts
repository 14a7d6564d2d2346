import { describe, expect, it } from 'vitest'

import { type ShowcaseCandidate, showcaseRows } from '@/catalogue/rules/showcase'

let serial = 0
function engine(
  brand: string,
  model: string,
  stockHp: number,
  overrides: Partial<ShowcaseCandidate> = {},
): ShowcaseCandidate {
  serial++
  return {
    brand,
    model,
    engine: `${stockHp}hp`,
    path: `${brand}/${model}/2020-2024/${stockHp}pk-${serial}`.toLowerCase(),
    stockHp,
    tunedHp: Math.round(stockHp * 1.25),
    stockNm: stockHp * 2,
    tunedNm: Math.round(stockHp * 2 * 1.2),
    ...overrides,
  }
}

describe('showcaseRows', () => {
  it('takes the best-covered brands, one row each, alphabetical', () => {
    const candidates = [
      engine('Volkswagen', 'Golf', 110),
      engine('Volkswagen', 'Golf', 150),
      engine('Volkswagen', 'Polo', 95),
      engine('BMW', '3 Serie', 184),
      engine('BMW', '3 Serie', 258),
      engine('Audi', 'A4', 150),
      engine('Dacia', 'Duster', 115), // one engine only: the least covered, left out
    ]
    const rows = showcaseRows(candidates, 3)
    expect(rows.map((row) => row.brand)).toEqual(['Audi', 'BMW', 'Volkswagen'])
  })

  it("stands a brand's best-covered model in with its median engine by stock power", () => {
    const candidates = [
      engine('Audi', 'A3', 300),
      engine('Audi', 'A4', 400),
      engine('Audi', 'A4', 120),
      engine('Audi', 'A4', 190),
      engine('Audi', 'A4', 150),
    ]
    const [row] = showcaseRows(candidates, 5)
    expect(row).toMatchObject({ model: 'A4', stockHp: 150 }) // 120, 150, 190, 400: the lower middle
  })

  it('adds power and torque gains computed as the spec rounds them', () => {
    const [row] = showcaseRows(
      [engine('Ford', 'Focus', 150, { tunedHp: 190, stockNm: 320, tunedNm: 400 })],
      1,
    )
    expect(row).toMatchObject({ hpGain: 27, nmGain: 25 })
  })

  it('never shows engines without a believable gain in power and torque', () => {
    const candidates = [
      engine('Opel', 'Astra', 0, { tunedHp: 120 }), // no stock figure
      engine('Opel', 'Astra', 130, { tunedHp: 130 }), // no gain
      engine('Opel', 'Astra', 100, { tunedHp: 250 }), // +150%: a data error
      engine('Opel', 'Astra', 110, { tunedNm: 0 }), // torque lost
      engine('Kia', 'Ceed', 140),
    ]
    expect(showcaseRows(candidates, 5).map((row) => row.brand)).toEqual(['Kia'])
  })

  it('does not depend on the order the catalogue was read in', () => {
    const candidates = [
      engine('Seat', 'Leon', 150),
      engine('Skoda', 'Octavia', 150),
      engine('Seat', 'Ibiza', 95),
      engine('Skoda', 'Fabia', 95),
    ]
    expect(showcaseRows([...candidates].reverse(), 1)).toEqual(showcaseRows(candidates, 1))
    expect(showcaseRows(candidates, 1)[0]).toMatchObject({ brand: 'Seat', model: 'Ibiza' })
  })

  it('returns nothing for an empty catalogue or a limit of 0', () => {
    expect(showcaseRows([], 6)).toEqual([])
    expect(showcaseRows([engine('Audi', 'A4', 150)], 0)).toEqual([])
  })
})
