import { createRequire } from 'node:module'

import { describe, expect, it } from 'vitest'

import { icons, lucideVersion } from '@/kit/ui/icon-drawings'

/** The generated drawings are lucide-react's own, from the installed version. */
describe('icon drawings', () => {
  it('come from the installed lucide-react', () => {
    const { version } = createRequire(import.meta.url)('lucide-react/package.json')
    expect(lucideVersion, 'run node scripts/icon-drawings.mjs').toBe(version)
  })
  for (const [key, drawing] of Object.entries(icons))
    it(`${key} is lucide's ${drawing.name}`, async () => {
      const { __iconData } = (await import(`lucide-react/icons/${drawing.name}`)) as {
        __iconData: { node: [string, Record<string, unknown>][] }
      }
      const nodes = __iconData.node.map(([tag, { key: _key, ...attributes }]) => [tag, attributes])
      expect(drawing.node).toEqual(nodes)
    })
})
