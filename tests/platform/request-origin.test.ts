import { describe, expect, it } from 'vitest'

import { isForeignOrigin } from '@/platform/next/request-origin'

describe('a request from another site', () => {
  it('is one whose Origin names another host than the one it reached', () => {
    expect(isForeignOrigin('https://elders.example', 'chiptuning.example', null)).toBe(true)
    expect(isForeignOrigin('https://chiptuning.example', 'chiptuning.example', null)).toBe(false)
    expect(isForeignOrigin('http://localhost:3000', 'localhost:3000', null)).toBe(false)
    expect(isForeignOrigin('http://localhost:3001', 'localhost:3000', null)).toBe(true)
  })

  it('counts the forwarded host first, as Next does behind a proxy', () => {
    expect(isForeignOrigin('https://site.example', 'app:3000', 'site.example')).toBe(false)
    expect(isForeignOrigin('https://app:3000', 'app:3000', 'site.example')).toBe(true)
    expect(isForeignOrigin('https://site.example', 'app', 'site.example, cdn.example')).toBe(false)
  })

  it('compares host names without regard to case', () => {
    expect(isForeignOrigin('https://site.example', 'Site.Example', null)).toBe(false)
  })

  it('treats "null" and an unreadable Origin as foreign, and a missing one as not', () => {
    expect(isForeignOrigin('null', 'site.example', null)).toBe(true)
    expect(isForeignOrigin('::', 'site.example', null)).toBe(true)
    expect(isForeignOrigin(null, 'site.example', null)).toBe(false)
  })
})
