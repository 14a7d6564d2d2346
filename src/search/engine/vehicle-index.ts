import MiniSearch from 'minisearch'

import {
  type CatalogueRows,
  type IndexedFields,
  type SearchDocument,
  searchDocuments,
} from '../rules/documents'
import { lookupTerms, parseQuery } from '../rules/query'
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
  return {
    size: documents.length,
    search(text, { limit = 30, typing = false } = {}) {
      const query = parseQuery(text)
      if (query.parts.length === 0) return []
      const terms = [...new Set(query.parts.flatMap(lookupTerms))]
      const last = query.parts.at(-1)?.term
      const hits = mini.search(terms.join(' '), {
        boost,
        fuzzy: typos,
        // While typing, the last word may be the start of one ("volksw"); numbers are whole.
        prefix: (term) => typing && term === last && /^[a-z]{2,}/.test(term),
        combineWith: 'OR',
        tokenize: bySpace,
        processTerm: keep,
      })
      return rankHits(query, hits, (id) => byId.get(id), limit)
    },
  }
}
