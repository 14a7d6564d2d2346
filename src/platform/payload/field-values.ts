// The rules of strict-field-values.ts (its header names the upstream code and the canary).

/**
 * What a value sent for a field of a given type must be, beyond Payload's own checks, which let
 * through values the site cannot show: `Infinity` (or `1e400`, which JSON reads as Infinity) in
 * a number field, text that is no number (saved as empty, silently), a number or a list for a
 * select (stored as "1.0"), a list or an object for a text (stored as its JSON).
 */
export type ValueKind = 'number' | 'select' | 'text'
export type ValueProblem = 'not-a-number' | 'not-an-option' | 'not-text'

const DECIMAL = /^\s*[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?\s*$/i

const empty = (value: unknown) => value === null || value === undefined || value === ''

function singleProblem(kind: ValueKind, value: unknown): ValueProblem | null {
  if (empty(value)) return null
  if (kind === 'number') {
    // Text must be a plain decimal number: Payload reads it with parseFloat, which takes "0x1A"
    // (a number to Number()) as 0 and "12abc" as 12.
    const number =
      typeof value === 'number'
        ? value
        : typeof value === 'string' && DECIMAL.test(value)
          ? Number(value)
          : NaN
    return Number.isFinite(number) ? null : 'not-a-number'
  }
  if (kind === 'select') return typeof value === 'string' ? null : 'not-an-option'
  return typeof value === 'object' ? 'not-text' : null
}

export function valueProblem(
  kind: ValueKind,
  value: unknown,
  hasMany = false,
): ValueProblem | null {
  if (hasMany && Array.isArray(value)) {
    for (const item of value) {
      const problem = singleProblem(kind, item)
      if (problem) return problem
    }
    return null
  }
  if (Array.isArray(value))
    return kind === 'number' ? 'not-a-number' : kind === 'select' ? 'not-an-option' : 'not-text'
  return singleProblem(kind, value)
}
