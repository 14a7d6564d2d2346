import { routes, type SitePath } from '@/kit/routes/routes'

/** What a link in staff-written page text may point to inside the site. */
export const internalLinkCollections = [
  'pages',
  'brands',
  'models',
  'build-years',
  'engines',
] as const
export type InternalLinkCollection = (typeof internalLinkCollections)[number]

/**
 * The address of a document a staff-written link points to: a page by its slug, a catalogue
 * level by its path. Null when the document is not at hand (not populated, or deleted since).
 */
export function internalLinkPath(relationTo: string, doc: unknown): SitePath | null {
  if (!doc || typeof doc !== 'object') return null
  const { slug, path } = doc as { slug?: unknown; path?: unknown }
  if (relationTo === 'pages') return typeof slug === 'string' && slug ? routes.content(slug) : null
  if ((internalLinkCollections as readonly string[]).includes(relationTo))
    return typeof path === 'string' && path ? routes.catalogue(path) : null
  return null
}
