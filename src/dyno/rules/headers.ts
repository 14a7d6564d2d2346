/**
 * What a dyno program calls its columns, in Dutch, English and German: engine speed, power and
 * torque. A header is matched on its words, its unit in brackets or after a slash included, so
 * "Vermogen [kW]", "Leistung (PS)", "Drehzahl U/min" and "Engine speed (rpm)" all map.
 */
export type ColumnKind = 'rpm' | 'power' | 'torque'
export type PowerUnit = 'pk' | 'kw' | 'hp'

const normal = (header: string) =>
  header
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, ' ')

const rpmWords =
  /(^|[^a-z])(rpm|tpm|toeren|toerental|motortoerental|drehzahl|motordrehzahl|u\/min|1\/min|min-1|engine speed|motor speed|n mot)([^a-z]|$)/
const torqueWords = /(^|[^a-z])(nm|koppel|draaimoment|drehmoment|torque|moment)([^a-z]|$)/
const powerWords =
  /(^|[^a-z])(pk|ps|hp|bhp|kw|vermogen|motorvermogen|leistung|motorleistung|power)([^a-z]|$)/

/** The column a header names, or null for any other column (time, speed in km/h, lambda). */
export function columnKind(header: string): ColumnKind | null {
  const text = normal(header)
  if (!text) return null
  if (rpmWords.test(text)) return 'rpm'
  if (torqueWords.test(text)) return 'torque'
  if (powerWords.test(text)) return 'power'
  return null
}

/** The unit a power header names; null when it names none ("Vermogen" alone). */
export function powerUnit(header: string): PowerUnit | null {
  const text = normal(header)
  if (/(^|[^a-z])kw([^a-z]|$)/.test(text)) return 'kw'
  if (/(^|[^a-z])(pk|ps|cv)([^a-z]|$)/.test(text)) return 'pk'
  if (/(^|[^a-z])b?hp([^a-z]|$)/.test(text)) return 'hp'
  return null
}

/** 1 kW = 1.35962 pk (metric horsepower, 735.49875 W). */
export const PK_PER_KW = 1.35962
/** 1 hp (mechanical, 745.7 W) = 1.01387 pk. */
export const PK_PER_HP = 1.01387

export const toPk = (value: number, unit: PowerUnit) =>
  unit === 'kw' ? value * PK_PER_KW : unit === 'hp' ? value * PK_PER_HP : value

export type DecimalMark = ',' | '.'

/**
 * A number as dyno programs write it: a decimal comma or point (the file's, when known), a
 * thousands separator of the other kind ("1.234,5", "1,234.5"), spaces. Null for anything that
 * is not one number.
 */
export function readNumber(raw: string, decimal?: DecimalMark): number | null {
  let text = raw.trim().replace(/[\s\u00a0']/g, '')
  if (!text) return null
  const mark = decimal ?? guessMark(text)
  text = mark === ',' ? text.replace(/\./g, '').replace(',', '.') : text.replace(/,/g, '')
  if (!/^[-+]?(\d+(\.\d*)?|\.\d+)(e[-+]?\d+)?$/i.test(text)) return null
  const value = Number(text)
  return Number.isFinite(value) ? value : null
}

/** One value alone: the last of a comma and a point is the decimal; one comma alone is too. */
function guessMark(text: string): DecimalMark {
  const comma = text.lastIndexOf(',')
  const point = text.lastIndexOf('.')
  if (comma !== -1 && point !== -1) return comma > point ? ',' : '.'
  return comma !== -1 && (text.match(/,/g) ?? []).length === 1 ? ',' : '.'
}

/**
 * The file's decimal mark: the one most of its values use ("95,3" or "95.3"), so that in a file
 * of decimal commas "1.500" is fifteen hundred.
 */
export function decimalMarkOf(cells: readonly string[]): DecimalMark | undefined {
  let commas = 0
  let points = 0
  for (const cell of cells) {
    const text = cell.trim()
    if (/^[-+]?\d+,\d+$/.test(text)) commas++
    else if (/^[-+]?\d+\.\d+$/.test(text)) points++
  }
  if (commas > points) return ','
  if (points > commas) return '.'
  return undefined
}
