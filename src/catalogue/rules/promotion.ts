export type PromotionValues = { normal: number; promo: number; until: string }

/**
 * The promotion text staff write in the admin, with {promo}, {normal} and {until} filled in,
 * so a new price or end date never leaves an old figure in the sentence.
 */
export function fillPromotionText(text: string, values: PromotionValues): string {
  return text.replace(/\{(promo|normal|until)\}/g, (_, key: keyof PromotionValues) =>
    String(values[key]),
  )
}

/** Whether the staff text already names the end date (then the banner adds no date sentence). */
export function mentionsEndDate(text: string): boolean {
  return text.includes('{until}')
}
