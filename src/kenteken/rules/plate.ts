import { isOneLineText } from '@/kit/forms/visitor-text'

/**
 * Dutch licence plates ("kentekens"). Each era of plates has its own "side code": the order of
 * letter groups (X) and digit groups (9). Visitors type them in any case, with or without the
 * dashes, so a plate is kept compact (upper case, letters and digits only) and its side code
 * tells where the dashes go when it is shown again.
 */
const sideCodes = [
  'XX-99-99', // 1: 1951-1965
  '99-99-XX', // 2: 1965-1973
  '99-XX-99', // 3: 1973-1978
  'XX-99-XX', // 4: 1978-1991
  'XX-XX-99', // 5: 1991-1999
  '99-XX-XX', // 6: 1999-2008
  '99-XXX-9', // 7: 2005-2009
  '9-XXX-99', // 8: 2009-2013
  'XX-999-X', // 9: 2013-2015
  'X-999-XX', // 10: 2015-2019
  'XXX-99-X', // 11: 2019-
  'X-99-XXX', // 12
  '9-XX-999', // 13
  '999-XX-9', // 14
] as const

export type Plate = {
  /** What the RDW expects: upper case, no dashes or spaces ("16RSL9"). */
  compact: string
  /** The plate as it is printed ("16-RSL-9"). */
  display: string
  /** 1-14, the era of the plate. */
  sideCode: number
}

const kindOf = (char: string) => (/[0-9]/.test(char) ? '9' : 'X')
const shapeOf = (compact: string) => Array.from(compact, kindOf).join('')
const shapes = new Map(
  sideCodes.map((code, index) => [code.replace(/-/g, ''), { code, sideCode: index + 1 }]),
)

/** Longest input worth reading: a plate with spaces around every character. */
const MAX_INPUT = 20

/**
 * The plate a visitor typed, or null when it is no Dutch plate: letters and digits in one of
 * the side codes; spaces, dashes and dots anywhere are ignored, case does not matter. A line
 * break or other control character is one-line text no visitor types: refused, not ignored.
 */
export function parsePlate(input: unknown): Plate | null {
  if (typeof input !== 'string' || input.length > MAX_INPUT || !isOneLineText(input)) return null
  const compact = input.toUpperCase().replace(/[\s.\-–]/g, '')
  if (!/^[A-Z0-9]{6}$/.test(compact)) return null
  const match = shapes.get(shapeOf(compact))
  if (!match) return null
  let at = 0
  const display = match.code
    .split('-')
    .map((group) => {
      const part = compact.slice(at, at + group.length)
      at += group.length
      return part
    })
    .join('-')
  return { compact, display, sideCode: match.sideCode }
}

/** The plate as it is printed, or the visitor's own text when it is no plate (for the field). */
export function displayPlate(input: string): string {
  return parsePlate(input)?.display ?? input.toUpperCase()
}
