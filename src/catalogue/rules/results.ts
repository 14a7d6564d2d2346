import { slugify } from './slug'

export type NamedResult = { slug: string; type: string }

/** Without packages of its own, an engine offers the default Stage 1 package. */
export const defaultResult: NamedResult = { slug: 'stage-1', type: 'Stage 1' }

export function findResult<R extends NamedResult>(
  results: readonly R[],
  slug: string,
): R | NamedResult | null {
  const wanted = slugify(slug)
  const offered: readonly (R | NamedResult)[] = results.length > 0 ? results : [defaultResult]
  return offered.find((result) => result.slug === wanted) ?? null
}

/** A package's slug as staff typed it, or made from its type: the catalogue's one slug rule. */
export function packageSlug(result: { slug?: string | null; type: string }): string {
  return slugify(result.slug || result.type)
}
