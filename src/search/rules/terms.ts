/**
 * The words of a text as the vehicle search sees them, the same for the index and the query:
 * lower case without accents (Citroën, Škoda), decimals kept whole ("2.0", "2,0" alike) and
 * letter-digit compounds kept as typed ("a4", "b8", "c220d"), everything else a separator.
 */
export function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
}

export function words(text: string): string[] {
  return (
    fold(text)
      .replace(/(\d),(\d)/g, '$1.$2')
      .match(/[a-z0-9]+(?:\.[0-9]+)?/g) ?? []
  )
}

/**
 * Neighbouring short words glued together ("C 220 d" -> "c220", "220d", "c220d"; "C-Klasse" ->
 * "cklasse"), so that what people type without spaces finds names written with them.
 */
export function joined(parts: readonly string[]): string[] {
  const out: string[] = []
  for (let i = 0; i < parts.length; i++) {
    for (const size of [2, 3]) {
      const group = parts.slice(i, i + size)
      if (group.length < size || group.some((part) => part.length > 7)) continue
      const glued = group.join('').replace(/\./g, '')
      if (glued.length <= 12) out.push(glued)
    }
  }
  return out
}

/** The figures a power is written in, as metric horsepower (pk, PS) per one of the unit. */
export const powerUnits: ReadonlyMap<string, number> = new Map([
  ['pk', 1],
  ['ps', 1],
  ['cv', 1],
  ['hp', 1.0139],
  ['bhp', 1.0139],
  ['kw', 1.35962],
])

const POWER_WORD = /^(\d{2,4})(pk|ps|cv|hp|bhp|kw)$/

/** "150pk" -> 150, "110kw" -> 150, "148hp" -> 150; null for anything else. */
export function powerOf(word: string): number | null {
  const match = POWER_WORD.exec(word)
  if (!match) return null
  return Math.round(Number(match[1]) * powerUnits.get(match[2]!)!)
}

/** The index's own word for a power in pk: one form however the visitor wrote the unit. */
export const powerTerm = (pk: number) => `${Math.round(pk)}pk`

/** A build-year label as a range of years: "2012-2017", or "2021" (still built: up to `now`). */
export function yearRange(label: string, now: number): { from: number; to: number } | null {
  const found = label.match(/\d{4}/g)
  if (!found) return null
  const from = Number(found[0])
  const to = found[1] ? Number(found[1]) : Math.max(from, now)
  return { from, to }
}

export const isYear = (value: number) => value >= 1950 && value <= 2039
