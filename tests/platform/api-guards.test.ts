import { describe, expect, it } from 'vitest'

import { assertWellFormedWhere, fitsKind, isWellFormedId } from '@/platform/payload/api-guards'
import {
  checkingQuery,
  malformedIdSegment,
  restQueryProblem,
  versionsOfUnversioned,
} from '@/platform/payload/rest-query'

describe('REST query shapes', () => {
  it('accepts what the admin and the site send', () => {
    for (const where of [
      { path: { equals: 'audi/a4' } },
      { price: { exists: true }, path: { like: 'audi/' } },
      { id: { in: ['1', '2'] } },
      { id: { in: { 0: '1', 1: '2' } } },
      { or: [{ name: { contains: 'a' } }, { and: [{ stockHp: { greater_than: 100 } }] }] },
    ]) {
      expect(() => assertWellFormedWhere(where), JSON.stringify(where)).not.toThrow()
    }
  })

  it('refuses values that are objects, geo operators and unknown operators with a 400', () => {
    for (const where of [
      { id: { equals: { $ne: '1' } } },
      { name: { near: '1,2' } },
      { name: { within: 'x' } },
      { name: { $where: '1' } },
      { id: { in: [{ $gt: 1 }] } },
      { name: 'x' },
      { or: [{ name: { equals: { a: 1 } } }] },
      // For hasMany fields only, which no collection has: the database fails on any other.
      { name: { all: 'a' } },
      { brand: { all: ['1'] } },
    ]) {
      let status = 0
      try {
        assertWellFormedWhere(where)
      } catch (error) {
        status = (error as { status: number }).status
      }
      expect(status, JSON.stringify(where)).toBe(400)
    }
  })
})

describe('query values against the kind of field they compare with', () => {
  it('takes ids for relations, dates for dates and numbers for numbers', () => {
    expect(fitsKind('12', 'id', 'number')).toBe(true)
    expect(fitsKind('abc', 'id', 'number')).toBe(false)
    expect(fitsKind('2026-11-25', 'date', 'number')).toBe(true)
    expect(fitsKind('2026-11-25T10:00:00.000Z', 'date', 'number')).toBe(true)
    expect(fitsKind('notadate', 'date', 'number')).toBe(false)
    expect(fitsKind('150', 'number', 'number')).toBe(true)
    expect(fitsKind('', 'number', 'number')).toBe(true)
    expect(fitsKind('many', 'number', 'number')).toBe(false)
    expect(fitsKind(null, 'id', 'number')).toBe(true)
    expect(fitsKind('', 'date', 'number')).toBe(true)
  })

  it('refuses a where whose value does not fit its field with a 400', () => {
    const kindOf = (path: string) => (path === 'brand' ? 'id' : undefined)
    expect(() => assertWellFormedWhere({ brand: { in: '1,2' } }, 0, kindOf)).not.toThrow()
    expect(() => assertWellFormedWhere({ brand: { exists: 'true' } }, 0, kindOf)).not.toThrow()
    let status = 0
    try {
      assertWellFormedWhere({ or: [{ brand: { in: ['1', 'a'] } }] }, 0, kindOf)
    } catch (error) {
      status = (error as { status: number }).status
    }
    expect(status).toBe(400)
  })
})

describe('document ids', () => {
  it('are digits on SQLite and 24 hex digits on MongoDB', () => {
    expect(isWellFormedId('12', 'number')).toBe(true)
    expect(isWellFormedId(12, 'number')).toBe(true)
    for (const id of ['abc', '1.5', '-1', '', '1e3', '99999999999999999'])
      expect(isWellFormedId(id, 'number'), id).toBe(false)
    expect(isWellFormedId('65f0c0ffee0000000000abcd', 'text')).toBe(true)
    expect(isWellFormedId('abc', 'text')).toBe(false)
  })
})

describe('REST paging and JSON parameters', () => {
  const problem = (query: string) => restQueryProblem(new URLSearchParams(query))

  it('lets through what the admin and the site send', () => {
    for (const query of [
      '',
      'limit=10&page=1&depth=0',
      'limit=0&pagination=false',
      'where[path][equals]=audi%2Fa4&sort=-createdAt',
      `where=${encodeURIComponent('{"name":{"equals":"Audi"}}')}`,
      'joins[models][limit]=5',
    ]) {
      expect(problem(query), query).toBeNull()
    }
  })

  it('names the parameter Payload would hand to the database or JSON.parse unread', () => {
    for (const [query, named] of [
      ['limit=-1', 'limit'],
      ['limit=0.5', 'limit'],
      ['limit=1e3', 'limit'],
      ['limit=10&limit=20', 'limit'],
      ['limit[a]=1', 'limit'],
      ['page=0', 'page'],
      ['page=1.55', 'page'],
      ['page=1e20', 'page'],
      ['depth=-1', 'depth'],
      ['where=x', 'where'],
      ['where=%5B1%5D', 'where'],
      ['data=%7Bbroken', 'data'],
    ] as const) {
      expect(problem(query), query).toContain(named)
    }
  })
})

describe('the REST route check', () => {
  const reached: string[] = []
  const route = checkingQuery(
    async (request: Request) => {
      reached.push(request.url)
      return Response.json({ docs: [] })
    },
    Promise.resolve({
      idType: 'number' as const,
      unversioned: new Set(['bookings', 'globals/booking-rules']),
    }),
  )
  const asGet = (type: string, body: string) =>
    new Request('http://site/api/cms/faqs', {
      method: 'POST',
      headers: { 'content-type': type, 'x-payload-http-method-override': 'GET' },
      body,
    })

  it('reads the body of a POST that asks to be a GET, as Payload does', async () => {
    for (const request of [
      new Request('http://site/api/cms/faqs?where=x'),
      asGet('application/x-www-form-urlencoded', 'where=x'),
      asGet('application/x-www-form-urlencoded', 'limit=0.5'),
      asGet('application/json', '{"page":"1e20"}'),
      asGet('application/json', '{"limit":-1}'),
      asGet('application/json', '{broken'),
    ])
      expect((await route(request, undefined)).status).toBe(400)
    expect(reached).toEqual([])
  })

  it('answers 404 for an id that is no id, before Payload acts on its leading digits', async () => {
    for (const path of [
      'faqs/15abc',
      'booking-mails/1%20OR%201=1',
      'brands/1%00',
      'faqs/1.5',
      // Payload decodes the segment before it reads the digits.
      'faqs/%31abc',
      'faqs/%2015',
      'faqs/%31e1',
      // A MongoDB id is no id on a database of number ids.
      `faqs/15${'a'.repeat(22)}`,
      'faqs/-1',
      'faqs/%E0%A4%A',
      'faqs/15x/duplicate',
      'faqs/versions/2abc',
      'faqs/access/3abc',
      'globals/pricing/versions/4abc',
    ])
      expect(
        (await route(new Request(`http://site/api/cms/${path}`, { method: 'DELETE' }), undefined))
          .status,
        path,
      ).toBe(404)
    expect(reached).toEqual([])
    for (const path of [
      'faqs/15',
      'faqs/count',
      'users/login',
      'faqs/15/duplicate',
      'faqs/versions',
      'faqs/versions/2',
      'globals/pricing',
      'media/file/2024-logo.png',
    ])
      expect(malformedIdSegment(`/api/cms/${path}`, 'number'), path).toBe(false)
    // Payload hands a text id on as it is; the query's id check answers a malformed one.
    for (const path of [`faqs/${'a1'.repeat(12)}`, 'faqs/15abc'])
      expect(malformedIdSegment(`/api/cms/${path}`, 'text'), path).toBe(false)
  })

  it('answers 404 for the versions of what keeps none, where Payload answered 500', async () => {
    for (const path of [
      'bookings/versions',
      'bookings/versions/2',
      'globals/booking-rules/versions',
    ])
      expect(
        (await route(new Request(`http://site/api/cms/${path}`), undefined)).status,
        path,
      ).toBe(404)
    expect(reached).toEqual([])
    for (const path of ['faqs/versions', 'globals/pricing/versions', 'bookings/2', 'bookings'])
      expect(versionsOfUnversioned(`/api/cms/${path}`, new Set(['bookings'])), path).toBe(false)
  })

  it('hands a readable query on, with its body still there for Payload', async () => {
    const request = asGet('application/x-www-form-urlencoded', 'limit=10&where[slug][equals]=a')
    expect((await route(request, undefined)).status).toBe(200)
    expect(await request.text()).toBe('limit=10&where[slug][equals]=a')
    expect(
      (await route(new Request('http://site/api/cms/faqs?limit=10&page=2'), undefined)).status,
    ).toBe(200)
    expect(reached).toHaveLength(2)
  })
})
