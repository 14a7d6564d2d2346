import 'server-only'

import type { Payload } from 'payload'

import { isBrandCategory } from '@/catalogue/rules/categories'
import type { Locale } from '@/i18n/locales'
import type { Brand, Engine, Media } from '@/payload-types'
import { tags } from '@/platform/data/cache-tags'
import { cachedRead } from '@/platform/data/cached'

import type { BrandSummary, EngineCard } from './types'

/** A catalogue read, cached until staff change the catalogue (see cachedRead). */
export const cached = <A extends unknown[], R>(name: string, fn: (...args: A) => Promise<R>) =>
  cachedRead(fn, [name], { tags: [tags.catalogue] })

function logoUrl(logo: Brand['logo']): string | null {
  if (!logo || typeof logo !== 'object') return null
  const media = logo as Media
  return media.sizes?.logo?.url ?? media.url ?? null
}

export function summary(brand: Brand, modelCount: number): BrandSummary {
  return {
    slug: brand.slug,
    name: brand.name,
    category: isBrandCategory(brand.category) ? brand.category : 'cars',
    logoUrl: logoUrl(brand.logo),
    modelCount,
  }
}

export async function brandBySlug(payload: Payload, slug: string, locale?: Locale) {
  const { docs } = await payload.find({
    collection: 'brands',
    where: { slug: { equals: slug } },
    depth: 1,
    limit: 1,
    pagination: false,
    locale,
  })
  return docs[0] ?? null
}

/** The fields an engine card shows: what a list or an address needs, not the packages. */
export const cardFields = {
  slug: true,
  name: true,
  path: true,
  fuel: true,
  stockHp: true,
  tunedHp: true,
  stockNm: true,
  tunedNm: true,
} as const

export const engineCard = (engine: Engine): EngineCard => ({
  slug: engine.slug,
  name: engine.name,
  path: engine.path ?? '',
  fuel: engine.fuel ?? null,
  stockHp: engine.stockHp,
  tunedHp: engine.tunedHp,
  stockNm: engine.stockNm,
  tunedNm: engine.tunedNm,
})

/** Every brand with its models, alphabetical: the brand grid and the vehicle picker. */
