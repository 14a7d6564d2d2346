import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { databaseAdapter, resolveDatabase } from '@/platform/database'

// No MongoDB server can run on these machines: these tests check that a mongodb URL builds a
// config on Payload's MongoDB adapter; they do not connect to one.
describe('DATABASE_URL picks the adapter', () => {
  it('defaults to the SQLite file data/site.db', () => {
    expect(resolveDatabase(undefined)).toEqual({
      kind: 'sqlite',
      url: `file:${path.resolve('data/site.db')}`,
      file: path.resolve('data/site.db'),
    })
    expect(resolveDatabase('  ')).toMatchObject({ kind: 'sqlite' })
  })

  it('uses SQLite for file: URLs', () => {
    expect(resolveDatabase('file:./data/other.db')).toMatchObject({
      kind: 'sqlite',
      file: path.resolve('data/other.db'),
    })
    expect(databaseAdapter(resolveDatabase('file:./data/other.db')).name).toBe('sqlite')
  })

  it.each([
    'mongodb://db:27017/chiptuning?replicaSet=rs0',
    'mongodb+srv://user:pw@cluster.example.net/chiptuning',
  ])('uses MongoDB for %s', (url) => {
    expect(resolveDatabase(url)).toEqual({ kind: 'mongodb', url })
    expect(databaseAdapter(resolveDatabase(url)).name).toBe('mongoose')
  })

  it('refuses anything else with a clear message', () => {
    expect(() => resolveDatabase('postgres://localhost/db')).toThrow(/must start with "file:"/)
  })

  it('builds the whole Payload config on MongoDB from a mongodb URL', async () => {
    process.env.DATABASE_URL = 'mongodb://127.0.0.1:27017/chiptuning-config-test'
    const { default: configPromise } = await import('@payload-config')
    const config = await configPromise
    expect(config.db.name).toBe('mongoose')
    expect(config.collections.map((c) => c.slug)).toEqual(
      expect.arrayContaining(['brands', 'models', 'build-years', 'engines', 'bookings', 'users']),
    )
  })
})
