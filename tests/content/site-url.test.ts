import { afterEach, describe, expect, it, vi } from 'vitest'

async function siteUrlWith(env: Record<string, string | undefined>) {
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value)
  vi.resetModules()
  return (await import('@/platform/site-url')).siteUrl
}

describe('site URL', () => {
  afterEach(() => vi.unstubAllEnvs())

  it('is SITE_URL without a trailing slash when set', async () => {
    expect(await siteUrlWith({ SITE_URL: 'https://www.example.nl/', PORT: '4500' })).toBe(
      'https://www.example.nl',
    )
  })

  it('follows the port the server answers on when SITE_URL is unset or empty', async () => {
    expect(await siteUrlWith({ SITE_URL: undefined, PORT: '4500' })).toBe('http://localhost:4500')
    // `npm start` copies .env.example, whose SITE_URL is empty.
    expect(await siteUrlWith({ SITE_URL: '', PORT: '4501' })).toBe('http://localhost:4501')
    expect(await siteUrlWith({ SITE_URL: ' ', PORT: '' })).toBe('http://localhost:3000')
  })

  it('is never the example origin of another port after a first start', async () => {
    const example = (await import('node:fs')).readFileSync('.env.example', 'utf8')
    expect(example).toMatch(/^SITE_URL=$/m)
  })
})
