import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { checkEnv, readEnv } from '@/platform/env'
import { DEFAULT_ADMIN_PASSWORD, DEVELOPMENT_SECRET } from '@/platform/secret'

const production = {
  NODE_ENV: 'production',
  PAYLOAD_SECRET: 'a'.repeat(64),
  ADMIN_PASSWORD: 'a-long-staff-password',
}

const problemsOf = (env: Record<string, string | undefined>) => {
  const result = checkEnv(env)
  return result.ok ? [] : result.problems
}

describe('environment check', () => {
  it('accepts an empty environment outside production: every variable has a default', () => {
    expect(checkEnv({})).toEqual({ ok: true, env: expect.any(Object) })
    expect(checkEnv({ NODE_ENV: 'development', PAYLOAD_SECRET: '' }).ok).toBe(true)
  })

  it('accepts a complete production environment and coerces numbers', () => {
    const env = readEnv({
      ...production,
      PORT: '8080',
      RATE_LIMIT_BOOKINGS: '5',
      DATABASE_URL: 'mongodb://mongo:27017/site?replicaSet=rs0',
      SITE_URL: 'https://www.example.nl',
      MAIL_FROM: 'Werkplaats <afspraak@example.nl>',
      REVIEW_WIDGET_ORIGIN: 'https://widget.example.com',
    })
    expect(env.PORT).toBe(8080)
    expect(env.RATE_LIMIT_BOOKINGS).toBe(5)
  })

  it('treats an empty line in the env file as unset', () => {
    expect(readEnv({ PORT: '', SITE_URL: ' ' }).PORT).toBeUndefined()
  })

  it('refuses a missing, published or short secret in production', () => {
    expect(problemsOf({ ...production, PAYLOAD_SECRET: undefined })).toEqual([
      expect.stringMatching(/^PAYLOAD_SECRET: missing/),
    ])
    expect(problemsOf({ ...production, PAYLOAD_SECRET: '   ' })).toEqual([
      expect.stringMatching(/^PAYLOAD_SECRET: missing/),
    ])
    expect(problemsOf({ ...production, PAYLOAD_SECRET: DEVELOPMENT_SECRET })).toEqual([
      expect.stringMatching(/^PAYLOAD_SECRET: is the published development secret/),
    ])
    expect(problemsOf({ ...production, PAYLOAD_SECRET: 'short' })).toEqual([
      expect.stringMatching(/^PAYLOAD_SECRET: must be at least 32/),
    ])
  })

  it('refuses the published staff password in production only', () => {
    expect(problemsOf({ ...production, ADMIN_PASSWORD: DEFAULT_ADMIN_PASSWORD })).toEqual([
      expect.stringMatching(/^ADMIN_PASSWORD: is the published default/),
    ])
    expect(checkEnv({ NODE_ENV: 'test', ADMIN_PASSWORD: DEFAULT_ADMIN_PASSWORD }).ok).toBe(true)
    // Once the staff user exists the variable may go: the server does not need it.
    expect(checkEnv({ ...production, ADMIN_PASSWORD: undefined }).ok).toBe(true)
  })

  it('lists every bad variable in one message and never prints a value', () => {
    const secret = 'not-a-secret-but-never-printed-x'
    let message = ''
    try {
      readEnv({
        NODE_ENV: 'production',
        PAYLOAD_SECRET: secret,
        PORT: 'eighty',
        SITE_URL: 'www.example.nl',
        DATABASE_URL: 'postgres://db/site',
        ADMIN_EMAIL: 'nobody',
        TRUST_PROXY: 'yes',
        REVIEW_WIDGET_ORIGIN: 'https://widget.example.com/embed.js',
      })
    } catch (error) {
      message = (error as Error).message
    }
    for (const name of [
      'PORT',
      'SITE_URL',
      'DATABASE_URL',
      'ADMIN_EMAIL',
      'TRUST_PROXY',
      'REVIEW_WIDGET_ORIGIN',
    ]) {
      expect(message).toMatch(new RegExp(`^  - ${name}: `, 'm'))
    }
    expect(message).toContain('.env.example')
    expect(message).not.toContain('eighty')
    expect(message).not.toContain(secret)
  })

  it('checks the shapes of numbers, flags and origins', () => {
    expect(problemsOf({ PORT: '0' })).toEqual(['PORT: must be at least 1'])
    expect(problemsOf({ PORT: '3000.5' })).toEqual(['PORT: must be a whole number from 1 to 65535'])
    expect(problemsOf({ RATE_LIMIT_AVAILABILITY: '-1' })).toEqual([
      'RATE_LIMIT_AVAILABILITY: must be at least 1',
    ])
    expect(problemsOf({ REVIEW_WIDGET_ORIGIN: 'http://widget.example.com' })).toHaveLength(1)
    expect(problemsOf({ ADMIN_PASSWORD: 'short' })).toEqual([
      'ADMIN_PASSWORD: must be at least 12 characters',
    ])
    expect(
      problemsOf({ SEED_ON_START: '1', TRUST_PROXY: 'true', DATABASE_URL: 'file:./data/site.db' }),
    ).toEqual([])
  })
})

describe('RDW look-up variables', () => {
  it('accepts an http(s) base without query and a token of letters and digits', () => {
    expect(
      problemsOf({ RDW_API_BASE: 'https://opendata.rdw.nl', RDW_APP_TOKEN: 'aB3dE_f-9' }),
    ).toEqual([])
    expect(
      problemsOf({ RDW_API_BASE: 'http://127.0.0.1:4450/', RATE_LIMIT_VEHICLE: '30' }),
    ).toEqual([])
  })

  it('refuses another scheme, a query string or a token with other characters', () => {
    for (const base of [
      'ftp://opendata.rdw.nl',
      'opendata.rdw.nl',
      'https://opendata.rdw.nl/?x=1',
      'https://u:p@rdw.nl',
    ])
      expect(problemsOf({ RDW_API_BASE: base })).toEqual([
        expect.stringMatching(/^RDW_API_BASE: must be an http\(s\) URL/),
      ])
    expect(problemsOf({ RDW_APP_TOKEN: 'a b' })).toEqual([
      expect.stringMatching(/^RDW_APP_TOKEN: /),
    ])
  })
})

describe('.env.example', () => {
  const example = Object.fromEntries(
    fs
      .readFileSync(path.resolve('.env.example'), 'utf8')
      .split('\n')
      .filter((line) => /^[A-Z_]+=/.test(line))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  )

  it('copied unchanged, stops a production server on exactly the two published defaults', () => {
    expect(problemsOf({ ...example, NODE_ENV: 'production' }).map((p) => p.split(':')[0])).toEqual([
      'PAYLOAD_SECRET',
      'ADMIN_PASSWORD',
    ])
  })

  it('with a secret and a password of its own, as npm start writes it, passes', () => {
    expect(
      checkEnv({
        ...example,
        NODE_ENV: 'production',
        PAYLOAD_SECRET: 'f'.repeat(64),
        ADMIN_PASSWORD: 'FCI58DCeE4HHl-ou',
      }).ok,
    ).toBe(true)
  })
})
