/** Vehicle categories a brand belongs to. */
export const brandCategories = [
  'cars',
  'commercial',
  'trucks',
  'agriculture',
  'motorcycles',
  'marine',
] as const
export type BrandCategory = (typeof brandCategories)[number]

export function isBrandCategory(value: unknown): value is BrandCategory {
  return typeof value === 'string' && (brandCategories as readonly string[]).includes(value)
}
