import vm from 'node:vm'

import { describe, expect, it } from 'vitest'

import { hideAnsweredBannerScript } from '@/domain/analytics/banner-script'
import { cookieBannerId } from '@/domain/analytics/consent'

/** Runs the inline script against a banner element and a local storage holding `stored`. */
function run(stored: string | null, storage: 'ok' | 'blocked' = 'ok') {
  const banner = { hidden: false }
  const context = {
    document: { getElementById: (id: string) => (id === cookieBannerId ? banner : null) },
    localStorage: {
      getItem: (key: string) => {
        if (storage === 'blocked') throw new Error('SecurityError')
        return key === 'cookieConsent' ? stored : null
      },
    },
  }
  vm.runInNewContext(hideAnsweredBannerScript(), context)
  return banner.hidden
}

describe('the banner script inlined in the server HTML', () => {
  it('hides the banner before paint for every stored choice', () => {
    for (const choice of ['all', 'functional', 'none']) expect(run(choice), choice).toBe(true)
  })

  it('leaves it for a first visit, an unknown value or blocked storage', () => {
    expect(run(null)).toBe(false)
    expect(run('yes please')).toBe(false)
    expect(run('all', 'blocked')).toBe(false)
  })

  it('is small enough to inline', () => {
    expect(hideAnsweredBannerScript().length).toBeLessThan(300)
  })
})
