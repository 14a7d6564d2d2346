import type { BrandCategory } from '@/catalogue/rules/categories'

/** The catalogue as pages see it: plain objects, no Payload documents leave the data modules. */
export type BrandSummary = {
  slug: string
  name: string
  category: BrandCategory
  logoUrl: string | null
  modelCount: number
}

export type ModelLink = { slug: string; name: string }
export type BrandIndexEntry = BrandSummary & { models: ModelLink[] }

export type ModelCard = ModelLink & { path: string; comingSoon: boolean; yearCount: number }
/** Staff's own title and description for search engines; null = the generated default. */
export type SeoOverrides = { title: string | null; description: string | null }

export type BrandPage = BrandSummary & {
  intro: string | null
  models: ModelCard[]
  averageGain: number
  seo: SeoOverrides
}

export type YearCard = {
  slug: string
  label: string
  path: string
  comingSoon: boolean
  engineCount: number
}
export type ModelPage = {
  brand: BrandSummary
  slug: string
  name: string
  path: string
  underConstruction: boolean
  years: YearCard[]
  averageGain: number
}

export type EngineCard = {
  slug: string
  name: string
  path: string
  fuel: string | null
  stockHp: number
  tunedHp: number
  stockNm: number
  tunedNm: number
}
export type YearPage = {
  brand: BrandSummary
  model: ModelLink
  slug: string
  label: string
  path: string
  underConstruction: boolean
  engines: EngineCard[]
  averageGain: number
}

export type EngineResult = {
  slug: string
  type: string
  price: number | null
  description: string | null
  features: string[]
}
export type EnginePage = EngineCard & {
  /** The document's id: a comparison's address names engines by it. */
  id: string
  brand: BrandSummary
  model: ModelLink
  year: { slug: string; label: string }
  ecu: string | null
  price: number | null
  results: EngineResult[]
}
