import { describe, expect, it } from 'vitest'

import { iconNodes } from '@/kit/ui/icon-nodes'

import { iconNodes as fromPackage, names } from '../../scripts/lucide-icon-nodes.mjs'

describe('lucide icon nodes', () => {
  it('are the installed lucide-react package’s (run scripts/lucide-icon-nodes.mjs after an upgrade)', async () => {
    expect(Object.keys(iconNodes)).toEqual(names)
    expect(iconNodes).toEqual(await fromPackage())
  })
})
