import { describe, expect, it } from 'vitest'

import { isForeignOrigin } from '@/platform/next/request-origin'

describe('a request from another site', () => {
  it('is one whose Origin names another host than the one it reached', () => {
    for (const trust of [true, false]) {
      expect(isForeignOrigin('https://elders.example', 'chiptuning.example', null, trust)).toBe(
        true,
      )
      expect(isForeignOrigin('https://chiptuning.example', 'chiptuning.example', null, trust)).toBe(
        false,
      )
      expect(isForeignOrigin('http://localhost:3000', 'localhost:3000', null, trust)).toBe(false)
      expect(isForeignOrigin('http://localhost:3001', 'localhost:3000', null, trust)).toBe(true)
    }
  })

  it('counts the forwarded host first behind a proxy (TRUST_PROXY), as Next does', () => {
    expect(isForeignOrigin('https://site.example', 'app:3000', 'site.example', true)).toBe(false)
    expect(isForeignOrigin('https://app:3000', 'app:3000', 'site.example', true)).toBe(true)
    expect(isForeignOrigin('https://site.example', 'app', 'site.example, cdn.example', true)).toBe(
      false,
    )
  })

  it('without a proxy, takes no forwarded host for the site, and refuses one that differs', () => {
    // A client's own X-Forwarded-Host cannot make another site's form look like ours...
    expect(isForeignOrigin('https://elders.example', 'site.example', 'elders.example', false)).toBe(
      true,
    )
    // ...and Next, which compares with it anyway, would refuse the form with a 500.
    expect(isForeignOrigin('https://site.example', 'site.example', 'elders.example', false)).toBe(
      true,
    )
    expect(isForeignOrigin('https://site.example', 'site.example', 'site.example', false)).toBe(
      false,
    )
  })

  it('compares host names without regard to case', () => {
    expect(isForeignOrigin('https://site.example', 'Site.Example', null, false)).toBe(false)
    expect(isForeignOrigin('https://site.example', 'app', 'SITE.example', true)).toBe(false)
  })

  it('treats "null" and an unreadable Origin as foreign, and a missing one as not', () => {
    expect(isForeignOrigin('null', 'site.example', null, true)).toBe(true)
    expect(isForeignOrigin('::', 'site.example', null, true)).toBe(true)
    expect(isForeignOrigin(null, 'site.example', 'elders.example', false)).toBe(false)
  })
})
