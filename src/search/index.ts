/** The vehicle search's front door: pure rules and types, for pages, routes and the browser. */
export { parseQuery, queryProblem, MAX_QUERY_LENGTH } from './rules/query'
export type { ParsedQuery, QueryPart } from './rules/query'
export type { CatalogueRows, SearchDocument, DocumentKind } from './rules/documents'
export type { RankedHit } from './rules/rank'
export {
  addToComparison,
  compareChange,
  comparisonQuery,
  MAX_COMPARED,
  parseComparison,
  removeFromComparison,
} from './rules/compare'
export type { ComparisonList } from './rules/compare'
export { hitLine } from './rules/present'
export type { HitLine, HitLabels } from './rules/present'
