import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { exportHeader } from '@/catalogue/import/rules/export'

import { buildDemoCatalogue } from '../../scripts/demo-catalogue/build.mjs'

const seedDir = path.resolve('seed')
const copies: string[] = []
afterAll(() => copies.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })))

/** A copy of seed/ whose brand file `file` is changed by `edit`, to see what the generator refuses. */
function seedWith(file: string, edit: (doc: Record<string, unknown>) => void): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-catalogue-'))
  copies.push(dir)
  fs.cpSync(seedDir, dir, { recursive: true })
  const target = path.join(dir, 'demo-catalogue', 'brands', file)
  const doc = JSON.parse(fs.readFileSync(target, 'utf8')) as Record<string, unknown>
  edit(doc)
  fs.writeFileSync(target, JSON.stringify(doc))
  return dir
}

describe('demo catalogue generator', () => {
  it('writes exactly the committed seed/demo-catalogue.csv', () => {
    const { csv, stats } = buildDemoCatalogue(seedDir)
    expect(csv === fs.readFileSync(path.join(seedDir, 'demo-catalogue.csv'), 'utf8')).toBe(true)
    expect(stats).toEqual({ rows: 4269, edgeRows: 12, brandsWithRows: 57, brands: 85 })
  })

  it('writes the columns of the catalogue export, without the id', () => {
    const header = buildDemoCatalogue(seedDir).csv.split('\n', 1)[0]
    expect(header).toBe(exportHeader.slice(1).join(','))
  })

  it('lists a generation shared through a line-up under every model that names it', () => {
    const lines = buildDemoCatalogue(seedDir).csv.split('\n')
    const plaid = lines.filter((line) => /^Tesla,Model [SX],2021,Electric,Plaid 1020hp,/.test(line))
    expect(plaid).toHaveLength(2)
  })

  it('refuses an unknown engine key and a definition no generation lists', () => {
    const typo = seedWith('tesla.json', (doc) => {
      const models = doc.models as Record<string, [string, ...unknown[]][]>
      models['Model X']![0] = ['2016-2021', 'model-s-2016-202']
    })
    expect(() => buildDemoCatalogue(typo)).toThrow(/unknown engine key "model-s-2016-202"/)
    const unused = seedWith('tesla.json', (doc) => {
      ;(doc.engines as Record<string, unknown>)['roadster-248'] = ['EV', 'Roadster', 248, 270]
    })
    expect(() => buildDemoCatalogue(unused)).toThrow(/brands\/tesla.json roadster-248/)
  })
})
