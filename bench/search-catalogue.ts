import fs from 'node:fs'

import { parseCatalogueCsv } from '@/catalogue/server'
import type { CatalogueRows } from '@/search'

import { syntheticCatalogueCsv } from './generate-csv'

/**
 * A catalogue of `engines` engines for the search benchmark: the demo catalogue (real names, so
 * the typical queries find something) topped up with the import benchmark's generated rows.
 */
export function benchCatalogue(engines: number): CatalogueRows {
  const demo = fs.readFileSync('seed/demo-catalogue.csv', 'utf8').trim().split('\n')
  const generated = syntheticCatalogueCsv(Math.max(0, engines - (demo.length - 1)))
    .trim()
    .split('\n')
    .slice(1)
  const parsed = parseCatalogueCsv([...demo, ...generated].slice(0, engines + 1).join('\n'))
  if (!parsed.ok)
    throw new Error(`the benchmark catalogue does not parse: ${JSON.stringify(parsed.problem)}`)
  const brands = new Map<string, CatalogueRows['brands'][number]>()
  const models = new Map<string, CatalogueRows['models'][number]>()
  const years = new Map<string, CatalogueRows['years'][number]>()
  const rows: CatalogueRows['engines'] = []
  for (const row of parsed.rows) {
    const model = `${row.brandSlug}/${row.modelSlug}`
    const year = `${model}/${row.yearSlug}`
    brands.set(row.brandSlug, { slug: row.brandSlug, name: row.brand })
    models.set(model, { path: model, name: row.model, brand: row.brandSlug })
    years.set(year, { path: year, label: row.year, model })
    rows.push({
      id: String(rows.length + 1),
      path: `${year}/${row.stockHp}pk-${rows.length}`,
      year,
      name: row.engine,
      fuel: row.fuel,
      stockHp: row.stockHp,
      tunedHp: row.tunedHp,
      stockNm: row.stockNm,
      tunedNm: row.tunedNm,
    })
  }
  return {
    brands: [...brands.values()],
    models: [...models.values()],
    years: [...years.values()],
    engines: rows,
  }
}
