import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { parseCatalogueCsv } from '@/catalogue/import/rules/parse'
import { importCatalogue } from '@/catalogue/import/server/catalogue-import'
import { createVehicleHandler } from '@/kenteken/server/handler'
import { createRdwCache } from '@/kenteken/server/lookup'
import { createLimit } from '@/platform/shared/limits'

import { startFakeRdw, misbehaving, type FakeRdw } from '../helpers/fake-rdw'
import { startPayload, type TestPayload } from '../helpers/payload'

const csv = [
  'brand,model,year,fuel,engine,stock_power_hp,stage1_power_hp,stock_torque_nm,stage1_torque_nm,ecu,price',
  'Volkswagen,Golf,2012-2017,Petrol,2.0 TSI 230hp,230,284,350,445,Continental Simos 18.1,',
  'Volkswagen,Golf,2012-2017,Diesel,2.0 TDI 150hp,150,194,340,425,Bosch EDC17C64,',
  'Volkswagen,Golf,2017-2020,Petrol,1.5 TSI ACT 150hp,150,199,250,315,Continental Simos 18.10,349',
  'Volkswagen,Golf,2017-2020,Petrol,2.0 TSI 230hp,230,295,350,460,Continental Simos 18.1,399',
  'Volkswagen,Golf,2017-2020,Petrol,2.0 TSI 300hp,300,375,380,485,Continental Simos 18.1,449',
  'Volkswagen,Golf,2017-2020,Diesel,2.0 TDI 184hp,184,232,380,495,Bosch EDC17C64,399',
  'Audi,A3,2016-2020,Petrol,2.0 TFSI 190hp,190,245,320,400,Bosch MED17,',
].join('\n')

describe('GET /api/vehicle against a local fake RDW', () => {
  let t: TestPayload
  let rdw: FakeRdw
  let GET: (request: Request) => Promise<Response>
  const logged: string[] = []

  // Behind a trusted proxy each test is its own client (the one the proxy appended).
  const ask = (plate: string, ip = '203.0.113.1') =>
    GET(
      new Request(`http://localhost/api/vehicle?plate=${encodeURIComponent(plate)}`, {
        headers: { 'x-forwarded-for': ip },
      }),
    )

  const trustProxy = process.env.TRUST_PROXY
  beforeAll(async () => {
    process.env.TRUST_PROXY = '1'
    ;[t, rdw] = await Promise.all([startPayload(), startFakeRdw()])
    // Imported once Payload runs on the test file: the module reads the config when it loads.
    const { loadMatchBrands } = await import('@/kenteken/data/vehicle-catalogue')
    const parsed = parseCatalogueCsv(csv)
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.problem))
    await importCatalogue(t.payload, parsed.rows, parsed.issues)
    GET = createVehicleHandler({
      catalogue: (make, kind) => loadMatchBrands(t.payload, make, kind),
      rdw: { base: `${rdw.url}/`, token: 'test-app-token' },
      limit: createLimit({ name: 'test-vehicle', points: 5, seconds: 60 }),
    })
    for (const level of ['log', 'info', 'warn', 'error'] as const) {
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
        logged.push(
          args.map((arg) => (typeof arg === 'string' ? arg : JSON.stringify(arg))).join(' '),
        )
      })
    }
  })
  afterEach(() => {
    // Plates are personal data: no look-up may write one to the log.
    for (const line of logged)
      expect(line).not.toMatch(/16.?RSL.?9|GZ.?123.?X|GB.?\d{3}.?B|8X.?KL.?12/i)
  })
  afterAll(async () => {
    process.env.TRUST_PROXY = trustProxy
    vi.restoreAllMocks()
    await Promise.all([t?.cleanup(), rdw?.close()])
  })

  it('finds the vehicle, asks both data sets with the app token, and names its one engine', async () => {
    const response = await ask('16-rsl-9')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const answer = await response.json()
    expect(answer).toEqual({
      status: 'found',
      plate: '16-RSL-9',
      make: 'VOLKSWAGEN',
      model: 'GOLF',
      firstRegistration: '2018-03-15',
      fuel: 'Benzine',
      powerKw: 169,
      powerHp: 230,
      picker: {
        brand: { slug: 'volkswagen', name: 'Volkswagen' },
        model: { slug: 'golf', name: 'Golf' },
      },
      matches: [
        {
          path: expect.stringMatching(/^\/merken\/volkswagen\/golf\/2017-2020\/[a-z0-9-]+$/),
          label: 'Volkswagen Golf 2017-2020 2.0 TSI 230hp',
          why: ['brand', 'model', 'buildYear', 'fuel', 'power'],
          vehicle: {
            brand: 'Volkswagen',
            model: 'Golf',
            buildYear: '2017-2020',
            engine: '2.0 TSI 230hp',
          },
        },
      ],
    })
    const engine = await t.payload.find({
      collection: 'engines',
      where: { path: { equals: answer.matches[0].path.replace('/merken/', '') } },
    })
    expect(engine.totalDocs).toBe(1)
    expect(
      rdw.requests
        .filter((r) => r.plate === '16RSL9')
        .map((r) => [r.path, r.token])
        .sort(),
    ).toEqual([
      ['/resource/8ys7-d773.json', 'test-app-token'],
      ['/resource/m9d7-ebf2.json', 'test-app-token'],
    ])
  })

  it('answers a repeated plate from its memory without asking the RDW again', async () => {
    const before = rdw.requests.length
    const answer = await (await ask('16RSL9', '203.0.113.2')).json()
    expect(answer.matches).toHaveLength(1)
    expect(rdw.requests.length).toBe(before)
  })

  it('gives brand and model for the picker when no engine fits', async () => {
    // A 2017 diesel of 150 pk: the 2012-2017 TDI fits; a 1995 Golf has no build year here.
    const diesel = await (await ask('GZ-123-X', '203.0.113.3')).json()
    expect(diesel.matches.map((m: { label: string }) => m.label)).toEqual([
      'Volkswagen Golf 2012-2017 2.0 TDI 150hp',
    ])
    const old = await (await ask('TN-Z12-B', '203.0.113.3')).json()
    expect(old).toMatchObject({
      status: 'found',
      firstRegistration: '1995-05-20',
      picker: { brand: { slug: 'volkswagen' }, model: { slug: 'golf' } },
      matches: [],
    })
    const lada = await (await ask('8-XKL-12', '203.0.113.3')).json()
    expect(lada).toMatchObject({
      status: 'found',
      make: 'LADA',
      picker: { brand: null, model: null },
      matches: [],
    })
  })

  it('answers 404 for a plate the RDW does not know', async () => {
    const response = await ask('GBB-01-B', '203.0.113.4')
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ status: 'not-found', plate: 'GBB-01-B' })
  })

  it('answers 400 for text that is no Dutch plate, without asking the RDW', async () => {
    const before = rdw.requests.length
    // A line break, NUL or bidi control is refused, not ignored like a space (its own client).
    const controls = ['16\r\nRSL9', '16-RSL-9\u0000', '\u202e16-RSL-9']
    for (const plate of ['', 'ABCDEF', '<script>', 'x'.repeat(500), ...controls]) {
      const response = await ask(plate, controls.includes(plate) ? '203.0.113.40' : '203.0.113.5')
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({ status: 'invalid', plate: null })
    }
    const missing = await GET(
      new Request('http://localhost/api/vehicle', {
        headers: { 'x-forwarded-for': '203.0.113.6' },
      }),
    )
    expect(missing.status).toBe(400)
    expect(rdw.requests.length).toBe(before)
  })

  it.each([
    ['an RDW error 500', misbehaving.broken],
    ['an answer of another shape', misbehaving.malformed],
    ['an HTML page instead of JSON', misbehaving.html],
  ])('turns %s into "unavailable", never a 5xx', async (_case, plate) => {
    const response = await ask(plate, '203.0.113.7')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      status: 'unavailable',
      plate: plate.replace(/^(..)(...)(.)$/, '$1-$2-$3'),
    })
  })

  it('gives up on an RDW that does not answer within 3 seconds', async () => {
    const started = Date.now()
    const response = await ask(misbehaving.slow, '203.0.113.8')
    const took = Date.now() - started
    expect(await response.json()).toMatchObject({ status: 'unavailable' })
    expect(took).toBeGreaterThanOrEqual(2_900)
    expect(took).toBeLessThan(4_500)
    expect(rdw.requests.filter((r) => r.plate === misbehaving.slow)).toHaveLength(2)
  })

  it('keeps no "unavailable" answer: the next look-up asks the RDW again', async () => {
    const cache = createRdwCache('test-rdw')
    const handler = createVehicleHandler({
      catalogue: async () => [],
      rdw: { base: rdw.url },
      cache,
    })
    await handler(new Request(`http://localhost/api/vehicle?plate=${misbehaving.broken}`))
    expect(await cache.get(misbehaving.broken)).toBeUndefined()
    await handler(new Request('http://localhost/api/vehicle?plate=GBB01B'))
    expect(await cache.get('GBB01B')).toEqual({ status: 'not-found' })
  })

  it('answers "unavailable" when nothing listens at the RDW address', async () => {
    const closed = await startFakeRdw()
    await closed.close()
    const offline = createVehicleHandler({ catalogue: async () => [], rdw: { base: closed.url } })
    const response = await offline(new Request('http://localhost/api/vehicle?plate=16RSL9'))
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: 'unavailable', plate: '16-RSL-9' })
  })

  it('answers "unavailable" when the catalogue cannot be read', async () => {
    const failing = createVehicleHandler({
      catalogue: async () => {
        throw new Error('database is locked')
      },
      rdw: { base: rdw.url },
    })
    const response = await failing(new Request('http://localhost/api/vehicle?plate=16RSL9'))
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: 'unavailable', plate: null })
  })

  it('limits look-ups per client', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 7; i++) statuses.push((await ask('16RSL9', '198.51.100.9')).status)
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429])
    expect((await ask('16RSL9', '198.51.100.10')).status).toBe(200)
  })
})
