#!/usr/bin/env node
/**
 * Writes seed/demo-catalogue.csv, the demo vehicle catalogue for the importer, from the vehicle
 * tables under seed/demo-catalogue (see seed/README.md).
 *
 *   node scripts/generate-demo-catalogue.mjs
 *
 * Deterministic and without dependencies: the same tables always give the same file, byte for
 * byte, and a unit test holds the committed CSV to that.
 */
import { writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

import { buildDemoCatalogue } from './demo-catalogue/build.mjs'

const SEED_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'seed')
const OUT_FILE = join(SEED_DIR, 'demo-catalogue.csv')

const { csv, stats, dropped } = buildDemoCatalogue(SEED_DIR)
writeFileSync(OUT_FILE, csv, 'utf8')

console.log(
  `wrote ${OUT_FILE}: ${stats.rows} catalogue rows + ${stats.edgeRows} edge-case rows, ` +
    `${stats.brandsWithRows} brands with rows, ${stats.brands - stats.brandsWithRows} without`,
)
if (dropped.length) {
  console.log(`${dropped.length} engines left out (same stock hp in one generation):`)
  for (const line of dropped) console.log(`  - ${line}`)
}
