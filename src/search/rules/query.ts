import { isYear, powerOf, powerTerm, words } from './terms'
import { fuelWords, ignoredWords } from './vocabulary'

/**
 * One thing the visitor asked for. A bare number ("150", "220") may be a power or part of a
 * name ("C 220 d"), so it is both; a power with its unit ("170pk", "110 kW") is compared as a
 * figure in pk; a year must fall in the build years.
 */
export type QueryPart =
  | { kind: 'word'; term: string }
  | { kind: 'number'; term: string; pk: number | null }
  | { kind: 'power'; term: string; pk: number }
  | { kind: 'year'; term: string; year: number }

export type ParsedQuery = { parts: QueryPart[]; text: string }

/** The longest query read: a vehicle is named in far fewer characters. */
export const MAX_QUERY_LENGTH = 100
const MAX_PARTS = 8

const unitWords = /^(pk|ps|cv|hp|bhp|kw)$/

/** Why a query cannot be searched, or null when it can. */
export function queryProblem(raw: unknown): 'missing' | 'too-long' | null {
  if (typeof raw !== 'string' || raw.trim().length === 0) return 'missing'
  if (raw.length > MAX_QUERY_LENGTH) return 'too-long'
  return words(raw).length === 0 ? 'missing' : null
}

/** What a typed query asks for, part by part: "golf 7 2.0 tdi 110 kw" -> golf, 7, 2.0, tdi, 150 pk. */
export function parseQuery(raw: string): ParsedQuery {
  const list = words(raw.slice(0, MAX_QUERY_LENGTH))
  const parts: QueryPart[] = []
  for (let i = 0; i < list.length && parts.length < MAX_PARTS; i++) {
    const word = list[i]!
    const next = list[i + 1]
    // "150 pk" written apart is one power.
    const glued = next && /^\d{2,4}$/.test(word) && unitWords.test(next) ? word + next : null
    const power = powerOf(glued ?? word)
    if (power !== null) {
      parts.push({ kind: 'power', term: powerTerm(power), pk: power })
      if (glued) i++
      continue
    }
    if (ignoredWords.has(word) || unitWords.test(word)) continue
    if (/^\d+$/.test(word)) {
      const value = Number(word)
      if (word.length === 4 && isYear(value)) {
        parts.push({ kind: 'year', term: word, year: value })
        continue
      }
      parts.push({ kind: 'number', term: word, pk: value >= 30 && value <= 2000 ? value : null })
      continue
    }
    parts.push({ kind: 'word', term: fuelWords.get(word) ?? word })
  }
  return { parts, text: list.join(' ') }
}

/** The index's words a part is looked up by: a power also by its neighbours (2 pk either side). */
export function lookupTerms(part: QueryPart): string[] {
  const pk = part.kind === 'word' || part.kind === 'year' ? null : part.pk
  const near = pk === null ? [] : [-2, -1, 0, 1, 2].map((delta) => powerTerm(pk + delta))
  return part.kind === 'power' ? near : [part.term, ...near]
}
