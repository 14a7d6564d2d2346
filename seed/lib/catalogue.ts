import fs from 'node:fs'

import type { Payload } from 'payload'

import { isBrandCategory, slugify } from '@/catalogue'
import { parseCatalogueCsv, fileProblemText, importCatalogue } from '@/catalogue/server'

import { existingSlugs, seedContext as context, type Note } from './context'

/** Creates the brands of the overview (seed/brands.json) that do not exist yet. */
export async function seedBrands(payload: Payload, file: string, note: Note) {
  const entries = JSON.parse(fs.readFileSync(file, 'utf8')) as { name: string; category: string }[]
  const known = await existingSlugs(payload, 'brands')
  let count = 0
  for (const entry of entries) {
    const slug = slugify(entry.name)
    if (known.has(slug)) continue
    if (!isBrandCategory(entry.category)) {
      throw new Error(`brands.json: unknown category "${entry.category}" for ${entry.name}`)
    }
    await payload.create({
      collection: 'brands',
      data: { name: entry.name, slug, category: entry.category },
      context,
    })
    count++
  }
  if (count > 0) note(`${count} brands`)
}

/** Imports the demo catalogue CSV through the importer, which changes only what differs. */
export async function seedCatalogue(payload: Payload, file: string, log: (line: string) => void) {
  if (!fs.existsSync(file)) return null
  const parsed = parseCatalogueCsv(fs.readFileSync(file))
  if (!parsed.ok) throw new Error(`${file}: ${fileProblemText(parsed.problem, 'en')}`)
  const summary = await importCatalogue(payload, parsed.rows, parsed.issues, {
    onProgress: (done, total) => log(`catalogue: ${done}/${total} engines`),
  })
  const { engines, skipped, rejected } = summary
  log(
    `catalogue: ${engines.created} engines created, ${engines.updated} updated, ` +
      `${engines.unchanged} unchanged, ${skipped.length} rows skipped, ${rejected.length} rejected`,
  )
  return summary
}
