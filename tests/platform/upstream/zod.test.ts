import { afterEach, describe, expect, it, vi } from 'vitest'

/**
 * Canary of zod's code generation (src/platform/zod.ts). zod keeps its configuration on
 * globalThis, so each case starts from a fresh module and a fresh configuration.
 */
const globals = globalThis as { __zod_globalConfig?: object }
const saved = globals.__zod_globalConfig

/** How often `new Function` runs while a fresh zod parses its first object. */
async function functionsBuilt(
  load: () => Promise<Pick<typeof import('zod'), 'object' | 'string'>>,
) {
  vi.resetModules()
  globals.__zod_globalConfig = {}
  const original = globalThis.Function
  let built = 0
  globalThis.Function = new Proxy(original, {
    construct(target, args) {
      built++
      return Reflect.construct(target, args)
    },
  })
  try {
    const z = await load()
    z.object({ name: z.string() }).parse({ name: 'x' })
  } finally {
    globalThis.Function = original
  }
  return built
}

afterEach(() => {
  globals.__zod_globalConfig = saved
})

describe('zod (canary)', () => {
  it('builds code with new Function on its first object parse, which a CSP without eval reports', async () => {
    expect(await functionsBuilt(() => import('zod'))).toBeGreaterThan(0)
  })

  it('builds none once jitless is set, as src/platform/zod.ts does', async () => {
    expect(await functionsBuilt(() => import('@/platform/zod'))).toBe(0)
  })
})
