import { describe, expect, it } from 'vitest'

import { resolveEngineAddress } from '@/catalogue/rules/engine-address'

const engines = [
  { slug: '150pk-1-5-tsi-act-150hp', stockHp: 150 },
  { slug: '150pk-2-0-tdi-150hp', stockHp: 150 },
  { slug: '2-0-tsi-190hp', stockHp: 190 },
  { slug: '110pk', stockHp: 110 },
]

describe('engine address', () => {
  it('finds an engine by its own slug, whatever the case', () => {
    expect(resolveEngineAddress(engines, '110pk')).toEqual({ kind: 'engine', engine: engines[3] })
    expect(resolveEngineAddress(engines, '2-0-TSI-190hp')).toEqual({
      kind: 'engine',
      engine: engines[2],
    })
  })

  it('sends the short form of a single engine to that engine', () => {
    expect(resolveEngineAddress(engines, '190pk')).toEqual({ kind: 'moved', engine: engines[2] })
  })

  it('offers a choice when engines share the power of the short form', () => {
    expect(resolveEngineAddress(engines, '150pk')).toEqual({
      kind: 'choice',
      engines: [engines[0], engines[1]],
      stockHp: 150,
    })
  })

  it('names nothing for an unknown power or slug', () => {
    expect(resolveEngineAddress(engines, '999pk')).toEqual({ kind: 'none' })
    expect(resolveEngineAddress(engines, 'unknown')).toEqual({ kind: 'none' })
    expect(resolveEngineAddress([], '150pk')).toEqual({ kind: 'none' })
  })
})
