// Builds the demo catalogue CSV from the vehicle tables (see seed/README.md).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

import { readEdgeRows, readGenerations } from './data.mjs'
import { price, rngFor, stage1 } from './tuning.mjs'

const FUELS = { P: 'Petrol', D: 'Diesel', H: 'Hybrid', PH: 'PHEV', MH: 'MHEV', E: 'Electric' }

// The importer's own columns (the export's, without the id); a unit test keeps them equal.
const HEADER =
  'brand,model,year,fuel,engine,stock_power_hp,stage1_power_hp,stock_torque_nm,stage1_torque_nm,ecu,price'

// RFC 4180 quoting; the file uses LF line endings and UTF-8 without BOM.
const csvField = (value) => {
  const text = String(value)
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}
const csvLine = (fields) => fields.map(csvField).join(',')

/** The CSV text and what went into it, from the data under `seedDir`. */
export function buildDemoCatalogue(seedDir) {
  const dataDir = join(seedDir, 'demo-catalogue')
  const brandList = JSON.parse(readFileSync(join(seedDir, 'brands.json'), 'utf8'))
  const categoryOf = new Map(brandList.map((b) => [b.name, b.category]))

  const rows = []
  const dropped = []
  const keys = new Set() // brand|model|year|stock hp: the importer's slug key
  for (const { brand, model, years, engines } of readGenerations(dataDir)) {
    const category = categoryOf.get(brand)
    if (!category) throw new Error(`brand "${brand}" is not in seed/brands.json`)
    for (const eng of engines) {
      const engineName = `${eng.label} ${eng.hp}hp`
      // Real line-ups often have two engines with the same power in one generation (1.5 TSI
      // 150hp and 2.0 TDI 150hp). The importer derives the URL slug from the stock power, so
      // only the first one listed is kept; the edge-case rows exercise the collision rule.
      const key = `${brand}|${model}|${years}|${eng.hp}`
      if (keys.has(key)) {
        dropped.push(`${brand} ${model} ${years}: ${engineName}`)
        continue
      }
      keys.add(key)
      const rng = rngFor(`${key}|${engineName}`)
      const tuned = stage1(eng, category, rng)
      rows.push([
        brand,
        model,
        years,
        FUELS[eng.fuel],
        engineName,
        eng.hp,
        tuned.hp,
        eng.nm,
        tuned.nm,
        eng.ecu,
        price(eng, category, rng),
      ])
    }
  }

  const edgeRows = readEdgeRows(dataDir)
  // Apart from the deliberate Leon ST pair, an edge row that matched a generated row would give
  // the importer tests a second, unintended collision.
  for (const row of edgeRows) {
    const brand = row[0].replace(/^\//, '')
    const key = `${brand}|${row[1]}|${row[2]}|${row[5]}`
    if (row[1] !== 'Leon ST' && keys.has(key)) throw new Error(`edge row collides: ${key}`)
    if (!categoryOf.has(brand)) throw new Error(`edge row brand: ${row[0]}`)
  }

  const lines = [HEADER, ...[...rows, ...edgeRows].map(csvLine)]
  const brandsWithRows = new Set(rows.map((row) => row[0])).size
  return {
    csv: `${lines.join('\n')}\n`,
    stats: {
      rows: rows.length,
      edgeRows: edgeRows.length,
      brandsWithRows,
      brands: brandList.length,
    },
    dropped,
  }
}
