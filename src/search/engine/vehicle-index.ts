import MiniSearch, { type Query, type SearchResult } from 'minisearch'

import {
  type CatalogueRows,
  type IndexedFields,
  type SearchDocument,
  searchDocuments,
} from '../rules/documents'
import { lookupTerms, parseQuery, type QueryPart } from '../rules/query'
import { type RankedHit, rankHits } from '../rules/rank'

/**
 * The vehicle search's engine: MiniSearch (a maintained full-text index with typo tolerance and
 * prefix search) over the catalogue's documents, our words in and our ranking out. The words
 * are already ours (rules/terms), so MiniSearch only splits on spaces.
 */
export type VehicleIndex = {
  search: (query: string, options?: { limit?: number; typing?: boolean }) => RankedHit[]
  size: number
}

const fields = ['brand', 'model', 'generation', 'years', 'engine', 'fuel', 'power'] as const
const boost = { brand: 2, model: 2, generation: 1.5, engine: 1.5, years: 1, fuel: 1, power: 1 }
const bySpace = (text: string) => text.split(' ')
const keep = (term: string) => term || null
// Typos only in words of letters: 150 is not 190, nor a4 an a6.
const typos = (term: string) => (/^[a-z]{4,}$/.test(term) ? 0.2 : false)
/**
 * Candidates ranked at most, the index's best by its own score: a query of common words only
 * ("diesel 2015") matches thousands, of which a page shows 30. Fewer for a query without an
 * exact answer.
 */
const CANDIDATES = 1000
const LOOSE_CANDIDATES = 400

export function buildVehicleIndex(rows: CatalogueRows): VehicleIndex {
  const { documents, fields: indexed } = searchDocuments(rows)
  const byId = new Map<string, SearchDocument>(documents.map((document) => [document.id, document]))
  const mini = new MiniSearch<IndexedFields>({
    fields: [...fields],
    idField: 'id',
    tokenize: bySpace,
    processTerm: keep,
  })
  mini.addAll(indexed)

  const run = (query: Query, typing: boolean, last: string | undefined): SearchResult[] =>
    mini.search(query, {
      boost,
      fuzzy: typos,
      // While typing, the last word may be the start of one ("volksw"); numbers are whole.
      prefix: (term) => typing && term === last && /^[a-z]{2,}/.test(term),
      tokenize: bySpace,
      processTerm: keep,
    })

  return {
    size: documents.length,
    search(text, { limit = 30, typing = false } = {}) {
      const parsed = parseQuery(text)
      if (parsed.parts.length === 0) return []
      const sifting = parsed.parts.some((part) => lookupTerms(part).length > 0)
      const groups = parsed.parts
        .map((part: QueryPart) => lookupTerms(part, sifting))
        .filter((terms) => terms.length > 0)
      const last = parsed.parts.at(-1)?.term
      const anyOf = (terms: string[]): Query => ({ combineWith: 'OR', queries: terms })
      // Every part answered first (each part by any of its words); only when nothing answers
      // them all, whatever answers some, the best few hundred of those.
      let hits = run({ combineWith: 'AND', queries: groups.map(anyOf) }, typing, last).slice(
        0,
        CANDIDATES,
      )
      if (hits.length === 0)
        hits = run(anyOf(groups.flat()), typing, last).slice(0, LOOSE_CANDIDATES)
      return rankHits(parsed, hits, (id) => byId.get(id), limit)
    },
  }
}
