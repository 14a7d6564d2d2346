import type { Locale } from '@/i18n/locales'

/** One value per language of the site. */
export type Localized<T> = Record<Locale, T>

/** A piece of a page body; the seed turns the blocks into the rich text Payload stores. */
export type Block =
  | { type: 'heading'; text: string }
  | { type: 'paragraph'; text: string }
  | { type: 'list'; items: string[] }

export type SeedFaq = {
  category: 'general' | 'technical' | 'booking' | 'pricing'
  order: number
  question: Localized<string>
  answer: Localized<string>
}

export type SeedPage = {
  slug: string
  kind: 'legal' | 'about' | 'services' | 'topic' | 'hub'
  title: Localized<string>
  description: Localized<string>
  intro: Localized<string>
  body: Localized<Block[]>
}

export type SeedLocalPage = {
  /** Slug part after `chiptuning-`, e.g. `arnhem` for `/chiptuning-arnhem`. */
  place: string
  /** Display name of the place. */
  name: string
  region: 'Gelderland' | 'Noord-Brabant' | 'Utrecht' | 'Noord-Holland'
  /** Realistic road distance from the workshop in Nijmegen, in kilometres. */
  distanceKm: number
  /** 2-3 sentences specific to the place: its roads and local vehicle use. */
  highlight: Localized<string>
}
