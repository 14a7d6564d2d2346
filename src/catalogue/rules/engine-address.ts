import { powerSlug, slugify } from './slug'

/**
 * What an engine segment of a catalogue URL names. Besides an engine's own slug, the
 * short form "{stock hp}pk" is what people type and share; when engines of one build year
 * share that power it names several of them.
 */
export type EngineAddress<E> =
  | { kind: 'engine'; engine: E }
  | { kind: 'moved'; engine: E }
  | { kind: 'choice'; engines: E[]; stockHp: number }
  | { kind: 'none' }

export function resolveEngineAddress<E extends { slug: string; stockHp: number }>(
  engines: readonly E[],
  segment: string,
): EngineAddress<E> {
  const wanted = slugify(segment)
  const exact = engines.find((engine) => engine.slug === wanted)
  if (exact) return { kind: 'engine', engine: exact }
  const samePower = engines.filter((engine) => powerSlug(engine.stockHp) === wanted)
  const [first] = samePower
  if (!first) return { kind: 'none' }
  if (samePower.length === 1) return { kind: 'moved', engine: first }
  return { kind: 'choice', engines: samePower, stockHp: first.stockHp }
}
