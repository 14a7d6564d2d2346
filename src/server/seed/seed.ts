import fs from 'node:fs'
import path from 'node:path'

import type { GlobalSlug, Payload, RequestContext } from 'payload'

import { isBrandCategory } from '@/domain/categories'
import type { Page } from '@/payload-types'
import { parseCatalogueCsv } from '@/domain/csv/parse'
import { slugify } from '@/domain/slug'
import { locales } from '@/i18n/locales'

import { faqs } from '../../../seed/content/faqs'
import { localPages } from '../../../seed/content/local-pages'
import { pages } from '../../../seed/content/pages'
import { importCatalogue, type ImportSummary } from '../import/catalogue-import'
import { serverEnv } from '../env'
import { DEFAULT_ADMIN_PASSWORD } from '../secret'
import * as defaults from './globals'
import { toLexical } from './lexical'

const context: RequestContext = { disableRevalidate: true }

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
  const staffPassword = (await hasStaff(payload)) ? null : chooseStaffPassword(options.adminPassword)
  await seedGlobals(payload, options.now ?? new Date(), note)
  await seedBrands(payload, path.join(seedDir, 'brands.json'), note)
  const catalogue = await seedCatalogue(payload, options.catalogueCsv ?? path.join(seedDir, 'demo-catalogue.csv'), log)
  await seedFaqs(payload, note)
  await seedPages(payload, note)
  if (staffPassword !== null) await seedStaff(payload, options.adminEmail, staffPassword, note)
  return { catalogue, created }
}

async function isUnset(payload: Payload, slug: GlobalSlug) {
  const doc = (await payload.findGlobal({ slug, depth: 0 })) as { updatedAt?: string | null }
  return !doc.updatedAt
}

async function seedGlobals(payload: Payload, now: Date, note: (what: string) => void) {
  if (await isUnset(payload, 'site-settings')) {
    await payload.updateGlobal({
      slug: 'site-settings',
      data: { ...defaults.siteSettings, socialLinks: [...defaults.siteSettings.socialLinks], openingHours: [...defaults.siteSettings.openingHours] },
      context,
    })
    note('site settings')
  }
  if (await isUnset(payload, 'promotion')) {
    for (const locale of locales) {
      await payload.updateGlobal({
        slug: 'promotion',
        locale,
        context,
        data: {
          active: true,
          normalPrice: 499,
          promoPrice: 250,
          validUntil: defaults.promotionValidUntil(now),
          text: defaults.promotionText[locale],
        },
      })
    }
    note('promotion')
  }
  if (await isUnset(payload, 'pricing')) {
    let options: { id?: string | null }[] | undefined
    for (const locale of locales) {
      const doc = await payload.updateGlobal({
        slug: 'pricing',
        locale,
        context,
        data: {
          ...defaults.pricing,
          resultPage: { ...defaults.pricing.resultPage, duration: defaults.resultDuration[locale] },
          // Array rows keep their ids across locales, so translations land on the same rows.
          options: defaults.pricingOptions.map((option, index) => ({
            ...(options?.[index]?.id ? { id: options[index]?.id } : {}),
            price: option.price,
            name: option.name[locale],
            description: option.description[locale],
          })),
        },
      })
      options = doc.options ?? undefined
    }
    note('pricing')
  }
  if (await isUnset(payload, 'booking-rules')) {
    let closed: { id?: string | null }[] | undefined
    for (const locale of locales) {
      const doc = await payload.updateGlobal({
        slug: 'booking-rules',
        locale,
        context,
        data: {
          ...defaults.bookingRules,
          // Rows keep their ids across locales, so each reason lands on its own closed day.
          closedDates: defaults.bookingRules.closedDates.map((day, index) => ({
            ...(closed?.[index]?.id ? { id: closed[index]?.id } : {}),
            from: day.from,
            until: 'until' in day ? day.until : null,
            reason: day.reason[locale],
          })),
        },
      })
      closed = doc.closedDates ?? undefined
    }
    note('booking rules')
  }
}

async function seedBrands(payload: Payload, file: string, note: (what: string) => void) {
  const entries = JSON.parse(fs.readFileSync(file, 'utf8')) as { name: string; category: string }[]
  const existing = await payload.find({ collection: 'brands', pagination: false, depth: 0, select: { slug: true } })
  const known = new Set(existing.docs.map((doc) => doc.slug))
  let count = 0
  for (const entry of entries) {
    const slug = slugify(entry.name)
    if (known.has(slug)) continue
    if (!isBrandCategory(entry.category)) throw new Error(`brands.json: unknown category "${entry.category}" for ${entry.name}`)
    await payload.create({ collection: 'brands', data: { name: entry.name, slug, category: entry.category }, context })
    count++
  }
  if (count > 0) note(`${count} brands`)
}

async function seedCatalogue(payload: Payload, file: string, log: (line: string) => void) {
  if (!fs.existsSync(file)) return null
  const parsed = parseCatalogueCsv(fs.readFileSync(file))
  if (!parsed.ok) throw new Error(`${file}: ${parsed.error}`)
  const summary = await importCatalogue(payload, parsed.rows, parsed.issues, {
    onProgress: (done, total) => log(`catalogue: ${done}/${total} engines`),
  })
  log(
    `catalogue: ${summary.engines.created} engines created, ${summary.engines.updated} updated, ` +
      `${summary.engines.unchanged} unchanged, ${summary.skipped.length} rows skipped, ${summary.rejected.length} rejected`,
  )
  return summary
}

async function seedFaqs(payload: Payload, note: (what: string) => void) {
  const { totalDocs } = await payload.count({ collection: 'faqs' })
  if (totalDocs > 0) return
  for (const faq of faqs) {
    const doc = await payload.create({
      collection: 'faqs',
      locale: 'nl',
      context,
      data: { question: faq.question.nl, answer: faq.answer.nl, category: faq.category, order: faq.order },
    })
    for (const locale of ['en', 'de'] as const) {
      await payload.update({
        collection: 'faqs',
        id: doc.id,
        locale,
        context,
        data: { question: faq.question[locale], answer: faq.answer[locale] },
      })
    }
  }
  note(`${faqs.length} FAQs`)
}

type PageSeed = {
  slug: string
  kind: 'legal' | 'about' | 'services' | 'topic' | 'hub' | 'local'
  local?: { place: string; region: string; distanceKm: number }
  text: (locale: (typeof locales)[number]) => {
    title: string
    description: string
    intro: string
    content: Page['content']
  }
}

function pageSeeds(): PageSeed[] {
  return [
    ...pages.map(
      (page): PageSeed => ({
        slug: page.slug,
        kind: page.kind,
        text: (locale) => ({
          title: page.title[locale],
          description: page.description[locale],
          intro: page.intro[locale],
          // Our Lexical JSON matches the editor's shape; its generated type is stricter than needed.
          content: toLexical(page.body[locale]) as unknown as Page['content'],
        }),
      }),
    ),
    ...localPages.map(
      (local): PageSeed => ({
        slug: `chiptuning-${local.place}`,
        kind: 'local',
        local: { place: local.name, region: local.region, distanceKm: local.distanceKm },
        text: (locale) => ({
          title: `Chiptuning ${local.name}`,
          description: firstSentence(local.highlight[locale]),
          intro: local.highlight[locale],
          content: null,
        }),
      }),
    ),
  ]
}

async function seedPages(payload: Payload, note: (what: string) => void) {
  const existing = await payload.find({ collection: 'pages', pagination: false, depth: 0, select: { slug: true } })
  const known = new Set(existing.docs.map((doc) => doc.slug))
  let count = 0
  for (const page of pageSeeds()) {
    if (known.has(page.slug)) continue
    const doc = await payload.create({
      collection: 'pages',
      locale: 'nl',
      context,
      data: { slug: page.slug, kind: page.kind, local: page.local, ...page.text('nl') },
    })
    for (const locale of ['en', 'de'] as const) {
      await payload.update({ collection: 'pages', id: doc.id, locale, context, data: page.text(locale) })
    }
    count++
  }
  if (count > 0) note(`${count} pages`)
}

async function hasStaff(payload: Payload): Promise<boolean> {
  const { totalDocs } = await payload.count({ collection: 'users', overrideAccess: true })
  return totalDocs > 0
}

/** Development and tests may use the published default; production never creates it. */
function chooseStaffPassword(given: string | undefined): string {
  if (given && given !== DEFAULT_ADMIN_PASSWORD) return given
  if (serverEnv().NODE_ENV !== 'production') return given ?? DEFAULT_ADMIN_PASSWORD
  throw new Error(
    `ADMIN_PASSWORD must be set, and not to the published "${DEFAULT_ADMIN_PASSWORD}", to create the staff user in production.`,
  )
}

async function seedStaff(payload: Payload, adminEmail: string | undefined, password: string, note: (what: string) => void) {
  const email = adminEmail ?? 'admin@chiptuning-nijmegen.nl'
  await payload.create({ collection: 'users', overrideAccess: true, data: { email, password, name: 'Werkplaats' } })
  note(`staff user ${email}`)
}

function firstSentence(text: string): string {
  const end = text.search(/[.!?](\s|$)/)
  return end === -1 ? text : text.slice(0, end + 1)
}
