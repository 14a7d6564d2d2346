/** How a file writes decimals: "12.5" (point, thousands ",") or "12,5" (comma, thousands "."). */
export type DecimalMark = '.' | ','

/** A cell that is no number, or one that reads two ways (both readings written without doubt). */
export type NumberError =
  { error: 'not-a-number' } | { error: 'ambiguous'; asWhole: string; asDecimal: string }

export type ParsedNumber = number | null | NumberError

/**
 * Reads one number by the file's convention. Thousands separators, spaces (also Excel's
 * non-breaking ones) and a euro sign are tolerated. A decimal mark followed by exactly three
 * digits ("2.350" in a decimal-point file) is refused as ambiguous: Dutch staff mean 2350 by it,
 * the file's convention says 2.35, and guessing wrong changes a price by a factor 1000.
 */
export function parseLocaleNumber(value: string | null, decimal: DecimalMark): ParsedNumber {
  if (value === null) return null
  const thousands = decimal === ',' ? '.' : ','
  const cleaned = value.replace(/[€\s\u00a0\u202f]/g, '')
  if (cleaned === '') return null
  const pattern =
    decimal === ',' ? /^-?(\d{1,3}(\.\d{3})+|\d+)(,\d+)?$/ : /^-?(\d{1,3}(,\d{3})+|\d+)(\.\d+)?$/
  if (!pattern.test(cleaned)) return { error: 'not-a-number' }
  const [whole, fraction] = cleaned.split(decimal)
  const hasThousands = whole!.includes(thousands)
  if (fraction !== undefined && fraction.length === 3 && !hasThousands) {
    // The decimal reading as a cell that is read one way only: without its trailing zeros, or
    // with one more digit when all three count ("1.299" would be refused again, "1.2990" is not).
    const digits = fraction.replace(/0+$/, '') || '0'
    return {
      error: 'ambiguous',
      asWhole: `${whole}${fraction}`,
      asDecimal: `${whole}${decimal}${digits.length === 3 ? `${digits}0` : digits}`,
    }
  }
  const normalised =
    whole!.split(thousands).join('') + (fraction !== undefined ? `.${fraction}` : '')
  return Number(normalised)
}
