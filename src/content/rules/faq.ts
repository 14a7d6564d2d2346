/** The FAQ's categories, in the order the page shows them. */
export const faqCategories = ['general', 'technical', 'booking', 'pricing'] as const
export type FaqCategory = (typeof faqCategories)[number]

const isFaqCategory = (value: unknown): value is FaqCategory =>
  (faqCategories as readonly unknown[]).includes(value)

/**
 * Questions by category, in the categories' fixed order, each keeping staff's own order inside.
 * A question without a known category counts as general; an empty category is left out.
 */
export function groupFaqs<F extends { category?: string | null }>(
  faqs: readonly F[],
): { category: FaqCategory; faqs: F[] }[] {
  const groups = new Map<FaqCategory, F[]>(faqCategories.map((category) => [category, []]))
  for (const faq of faqs)
    groups.get(isFaqCategory(faq.category) ? faq.category : 'general')!.push(faq)
  return [...groups]
    .filter(([, list]) => list.length > 0)
    .map(([category, list]) => ({ category, faqs: list }))
}
