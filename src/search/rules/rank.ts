import { fuelGroup } from '@/catalogue'

import type { DocumentKind, SearchDocument } from './documents'
import type { ParsedQuery, QueryPart } from './query'

/** What the index answered for one document: its score and which query words it matched. */
export type IndexHit = { id: string; score: number; queryTerms: string[]; terms: string[] }

export type RankedHit = { document: SearchDocument; coverage: number; score: number }

/** A power within this many pk is the one meant (150 pk typed, 148 hp, 110 kW, a 152 pk engine). */
export const POWER_TOLERANCE = 3
/** A word matched through a typo or as the start of a longer word counts this much of an exact one. */
const INEXACT = 0.6
/** Hits that cover much less of the query than the best one are left out. */
const KEEP_FROM = 0.6

// With equal coverage the page people mean comes first: "golf 7" is the build year, not each engine.
const kindOrder: Record<DocumentKind, number> = { brand: 0, model: 1, year: 2, engine: 3 }

const powerNear = (document: SearchDocument, pk: number | null) =>
  pk !== null &&
  document.figures !== null &&
  Math.abs(document.figures.stockHp - pk) <= POWER_TOLERANCE

/** How much of one query part a document answers: 1 exact, less through a typo, 0 not at all. */
export function partScore(part: QueryPart, hit: IndexHit, document: SearchDocument): number {
  const word = () =>
    hit.terms.includes(part.term) ? 1 : hit.queryTerms.includes(part.term) ? INEXACT : 0
  switch (part.kind) {
    case 'power':
      return powerNear(document, part.pk) ? 1 : 0
    case 'number':
      return Math.max(word(), powerNear(document, part.pk) ? 1 : 0)
    case 'year':
      return document.years && part.year >= document.years.from && part.year <= document.years.to
        ? 1
        : 0
    case 'fuel':
      return document.kind === 'engine' && fuelGroup(document.fuel) === part.fuel ? 1 : 0
    case 'word':
      return word()
  }
}

/** How far a document's power is from the one asked for (0 when none was asked). */
function powerDistance(query: ParsedQuery, document: SearchDocument): number {
  let pk: number | null = null
  for (const part of query.parts)
    if ((part.kind === 'power' || part.kind === 'number') && part.pk !== null) pk ??= part.pk
  if (pk === null || !document.figures) return 0
  return Math.abs(document.figures.stockHp - pk)
}

/**
 * The most exact match first: the share of the query a document answers, then the broader page
 * (brand before model before build year before engine), then the nearest power, then the
 * index's own relevance score.
 */
export function rankHits(
  query: ParsedQuery,
  hits: readonly IndexHit[],
  documentOf: (id: string) => SearchDocument | undefined,
  limit: number,
): RankedHit[] {
  if (query.parts.length === 0) return []
  const ranked: (RankedHit & { distance: number })[] = []
  for (const hit of hits) {
    const document = documentOf(hit.id)
    if (!document) continue
    const sum = query.parts.reduce((total, part) => total + partScore(part, hit, document), 0)
    const coverage = sum / query.parts.length
    if (coverage > 0)
      ranked.push({
        document,
        coverage,
        score: hit.score,
        distance: powerDistance(query, document),
      })
  }
  const best = ranked.reduce((max, hit) => Math.max(max, hit.coverage), 0)
  return ranked
    .filter((hit) => hit.coverage >= best * KEEP_FROM)
    .sort(
      (a, b) =>
        b.coverage - a.coverage ||
        kindOrder[a.document.kind] - kindOrder[b.document.kind] ||
        a.distance - b.distance ||
        b.score - a.score,
    )
    .slice(0, limit)
    .map(({ document, coverage, score }) => ({ document, coverage, score }))
}
