// Amounts as the admin shows and reads them; apart from money.ts so that a visitor's page,
// which formats prices only, does not carry the admin's number reading to the browser.

/** The number format of an admin language (the admin speaks nl, en or de). */
const adminLocale = (language: string | undefined) =>
  language === 'en' ? 'en-GB' : language === 'de' ? 'de-DE' : 'nl-NL'

/** An amount as a price list shows it, always with cents: "€ 299,00" (nl), "€299.00", "299,00 €". */
export function formatEuroCents(amount: number, language: string | undefined): string {
  return new Intl.NumberFormat(adminLocale(language), {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount)
}

/** An amount in an input beside a "€": "299,00" (nl, de), "299.00" (en), no thousands mark. */
export function formatAmountInput(amount: number, language: string | undefined): string {
  return new Intl.NumberFormat(adminLocale(language), {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: false,
  }).format(amount)
}

/**
 * What staff typed as an amount, in either notation: the last "," or "." followed by one or
 * two digits is the decimal mark ("299,5", "1.299,00", "299.50"), any other is a thousands mark
 * ("1.299"). Null for an empty input, "invalid" for anything that is no amount.
 */
export function parseAmountInput(text: string): number | null | 'invalid' {
  const clean = text.replace(/[\s\u00a0€]/g, '')
  if (clean === '') return null
  if (!/^-?[\d.,]+$/.test(clean)) return 'invalid'
  const decimal = /[.,](\d{1,2})$/.exec(clean)
  const whole = decimal ? clean.slice(0, decimal.index) : clean
  // Thousands marks only between groups of three digits: "1.299", not "1,2,".
  if (!/^-?(\d+|\d{1,3}([.,]\d{3})+)$/.test(whole)) return 'invalid'
  const digits = whole.replace(/[.,]/g, '')
  return Number(decimal ? `${digits}.${decimal[1]}` : digits)
}
