import { describe, expect, it } from 'vitest'

import { themeHintsForAdminOnly } from '@/platform/next/admin-theme-hints.mjs'

import nextConfig from '../../next.config.mjs'

type Rule = { source: string; headers: { key: string; value: string }[] }

const keysFor = (rules: Rule[], source: string) =>
  rules.filter((rule) => rule.source === source).flatMap((rule) => rule.headers.map((h) => h.key))

describe('colour scheme client hints', () => {
  it('are asked for by the admin only, in the config the site is built with', async () => {
    const rules = (await nextConfig.headers!()) as Rule[]
    const everywhere = keysFor(rules, '/:path*')
    expect(everywhere).toContain('Content-Security-Policy')
    expect(everywhere).not.toContain('Critical-CH')
    expect(everywhere).not.toContain('Accept-CH')
    expect(rules.flatMap((rule) => rule.headers).filter((h) => h.key === 'Vary')).toEqual([
      { key: 'Vary', value: 'Sec-CH-Prefers-Color-Scheme' },
    ])
    expect(keysFor(rules, '/admin/:path*').sort()).toEqual(['Accept-CH', 'Critical-CH', 'Vary'])
  })

  it('leaves rules without the hints as they are', () => {
    const rules = [{ source: '/:path*', headers: [{ key: 'Vary', value: 'Accept-Encoding' }] }]
    expect(themeHintsForAdminOnly(rules)).toEqual(rules)
  })

  it('moves the hints off a rule and drops the rule when nothing is left on it', () => {
    const hint = { key: 'Critical-CH', value: 'Sec-CH-Prefers-Color-Scheme' }
    const csp = { key: 'Content-Security-Policy', value: "default-src 'self'" }
    expect(
      themeHintsForAdminOnly([
        { source: '/:path*', headers: [csp] },
        { source: '/:path*', headers: [hint] },
      ]),
    ).toEqual([
      { source: '/:path*', headers: [csp] },
      { source: '/admin/:path*', headers: [hint] },
    ])
  })
})
