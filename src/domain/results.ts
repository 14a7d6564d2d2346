import { slugify } from './slug'

export type NamedResult = { slug: string; type: string }

/** Without packages of its own, an engine offers the default Stage 1 package. */
export const defaultResult: NamedResult = { slug: 'stage-1', type: 'Stage 1' }

export function findResult(results: readonly NamedResult[], slug: string): NamedResult | null {
  const wanted = slugify(slug)
  const offered = results.length > 0 ? results : [defaultResult]
  return offered.find((result) => result.slug === wanted) ?? null
}
