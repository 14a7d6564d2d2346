/**
 * A euro amount the way a reader of that language writes it ("€ 0,70", "€0.70", "0,70 €"),
 * with cents only when the amount has them, so "€ 50" never turns into "€ 50,00".
 */
export function formatEuro(amount: number, locale: string): string {
  const cents = Math.round(amount * 100) % 100 !== 0
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: cents ? 2 : 0,
    maximumFractionDigits: cents ? 2 : 0,
  }).format(amount)
}
