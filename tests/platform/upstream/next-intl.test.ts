import fs from 'node:fs'

import { NextRequest } from 'next/server'
import createMiddleware from 'next-intl/middleware'
import { describe, expect, it } from 'vitest'

import { routing } from '@/i18n/routing'

const { version } = JSON.parse(fs.readFileSync('node_modules/next-intl/package.json', 'utf8')) as {
  version: string
}

describe(`next-intl ${version} (canary)`, () => {
  it("builds its Link header from the request's forwarded host (alternateLinks: false in src/i18n/routing.ts)", () => {
    const proxy = createMiddleware({ ...routing, alternateLinks: true })
    const response = proxy(
      new NextRequest('http://127.0.0.1:3000/contact', {
        headers: { host: '127.0.0.1:3000', 'x-forwarded-host': 'elsewhere.example' },
      }),
    )
    expect(response.headers.get('link')).toContain('//elsewhere.example/contact>')
    expect(
      createMiddleware(routing)(new NextRequest('http://127.0.0.1:3000/contact')).headers.get(
        'link',
      ),
    ).toBeNull()
  })
})
