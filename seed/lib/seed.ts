import path from 'node:path'

import type { Payload } from 'payload'

import type { ImportSummary } from '@/catalogue/server'

import { seedBrands, seedCatalogue } from './catalogue'
import { seedFaqs, seedPages } from './content'
import { seedDynoRuns } from './dyno'
import { seedGlobals } from './site-globals'
import { chooseStaffPassword, hasStaff, seedStaff } from './staff'

export type SeedOptions = {
  seedDir?: string
  catalogueCsv?: string
  adminEmail?: string
  adminPassword?: string
  log?: (line: string) => void
  now?: Date
}

export type SeedReport = { catalogue: ImportSummary | null; created: string[] }

/**
 * Fills an empty database and leaves a filled one alone: every part checks what exists first,
 * so running the seed again changes nothing.
 */
export async function seed(payload: Payload, options: SeedOptions = {}): Promise<SeedReport> {
  const seedDir = options.seedDir ?? path.resolve('seed')
  const log = options.log ?? (() => {})
  const created: string[] = []
  const note = (what: string) => {
    created.push(what)
    log(`seeded ${what}`)
  }

  // Checked first: a refused staff password should stop the seed before it writes anything.
  const staffPassword = (await hasStaff(payload))
    ? null
    : chooseStaffPassword(options.adminPassword)
  await seedGlobals(payload, options.now ?? new Date(), note)
  await seedBrands(payload, path.join(seedDir, 'brands.json'), note)
  const catalogue = await seedCatalogue(
    payload,
    options.catalogueCsv ?? path.join(seedDir, 'demo-catalogue.csv'),
    log,
  )
  await seedDynoRuns(payload, note)
  await seedFaqs(payload, note)
  await seedPages(payload, note)
  if (staffPassword !== null) await seedStaff(payload, options.adminEmail, staffPassword, note)
  return { catalogue, created }
}
