import { describe, expect, it } from 'vitest'

import { contentSecurityPolicy, securityHeaders } from '@/platform/next/security-headers.mjs'

const directives = (policy: string) =>
  Object.fromEntries(
    policy.split('; ').map((part) => [part.split(' ')[0], part.split(' ').slice(1)]),
  )

describe('security headers', () => {
  it('keeps scripts, connections and images to the site and Google Analytics', () => {
    const csp = directives(contentSecurityPolicy({ production: true }))
    expect(csp['default-src']).toEqual(["'self'"])
    expect(csp['script-src']).toEqual([
      "'self'",
      "'unsafe-inline'",
      'https://www.googletagmanager.com',
    ])
    expect(csp['connect-src']).toEqual([
      "'self'",
      'https://www.googletagmanager.com',
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
    ])
    expect(csp['img-src']).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://www.googletagmanager.com',
      'https://*.google-analytics.com',
    ])
    expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'"])
    expect(csp['frame-ancestors']).toEqual(["'none'"])
    expect(csp['frame-src']).toEqual(["'none'"])
    expect(csp['object-src']).toEqual(["'none'"])
  })

  it('allows eval only in development', () => {
    expect(directives(contentSecurityPolicy({ production: false }))['script-src']).toContain(
      "'unsafe-eval'",
    )
    expect(contentSecurityPolicy({ production: true })).not.toContain('unsafe-eval')
  })

  it('adds the review widget origin where a widget needs it', () => {
    const csp = directives(
      contentSecurityPolicy({ production: true, reviewWidgetOrigin: 'https://widget.example.com' }),
    )
    for (const name of ['script-src', 'style-src', 'img-src', 'connect-src'])
      expect(csp[name]).toContain('https://widget.example.com')
    expect(csp['frame-src']).toEqual(['https://widget.example.com'])
  })

  it('refuses a widget origin that would rewrite the policy', () => {
    for (const bad of [
      'https://a.example.com; script-src *',
      'http://widget.example.com',
      'https://widget.example.com/embed.js',
      '*',
    ]) {
      expect(() => contentSecurityPolicy({ production: true, reviewWidgetOrigin: bad })).toThrow(
        /REVIEW_WIDGET_ORIGIN/,
      )
    }
  })

  it('sends HSTS in production only, and the other headers always', () => {
    const keys = (production: boolean) => securityHeaders({ production }).map((h) => h.key)
    expect(keys(true)).toContain('Strict-Transport-Security')
    expect(keys(false)).not.toContain('Strict-Transport-Security')
    const headers = Object.fromEntries(
      securityHeaders({ production: false }).map((h) => [h.key, h.value]),
    )
    expect(headers).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    })
    expect(headers['Permissions-Policy']).toMatch(/camera=\(\), microphone=\(\), geolocation=\(\)/)
  })
})
