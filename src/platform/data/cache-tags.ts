import type { GlobalSlug } from 'payload'

/**
 * Every cache tag of the site in one place: data functions tag with these, Payload hooks
 * revalidate them. The catalogue is one tag: staff edits are rare, and a change to a brand,
 * model, year, engine or price may show on many pages (averages, counts, pickers).
 */
export const tags = {
  catalogue: 'catalogue',
  pages: 'pages',
  faqs: 'faqs',
  /** Published dyno runs, on the engine pages. */
  dyno: 'dyno',
  global: (slug: GlobalSlug) => `global:${slug}`,
} as const
