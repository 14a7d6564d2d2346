import type { FuelGroup } from '@/catalogue'

import { isYear, powerOf, powerTerm, words } from './terms'
import { fuelWords, ignoredWords } from './vocabulary'

/**
 * One thing the visitor asked for. A bare number ("150", "220") may be a power or part of a
 * name ("C 220 d"), so it is both; a power with its unit ("170pk", "110 kW") is compared as a
 * figure in pk; a year must fall in the build years; a fuel is a group (benzine, Benzin: petrol).
 */
export type QueryPart =
  | { kind: 'word'; term: string }
  | { kind: 'number'; term: string; pk: number | null }
  | { kind: 'power'; term: string; pk: number }
  | { kind: 'year'; term: string; year: number }
  | { kind: 'fuel'; term: string; fuel: FuelGroup }

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
    const fuel = fuelWords.get(word)
    parts.push(fuel ? { kind: 'fuel', term: fuel, fuel } : { kind: 'word', term: word })
  }
  return { parts, text: list.join(' ') }
}

/**
 * The index's words a part is looked up by, any one of which will do: a power also by its
 * neighbours (2 pk either side). Years and fuels match thousands of engines each and are no
 * help in finding candidates: they are weighed in ranking only (`sift` = false), unless the
 * query holds nothing else.
 */
export function lookupTerms(part: QueryPart, sift = true): string[] {
  if (sift && (part.kind === 'year' || part.kind === 'fuel')) return []
  const pk = part.kind === 'number' || part.kind === 'power' ? part.pk : null
  const near = pk === null ? [] : [-2, -1, 0, 1, 2].map((delta) => powerTerm(pk + delta))
  return part.kind === 'power' ? near : [part.term, ...near]
}
