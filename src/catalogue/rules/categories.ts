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

/** The brand overview's tabs, in order; commercial vehicles sit with the trucks. */
export const categoryTabs = [
  { key: 'all', categories: brandCategories },
  { key: 'cars', categories: ['cars'] },
  { key: 'trucks', categories: ['trucks', 'commercial'] },
  { key: 'motorcycles', categories: ['motorcycles'] },
  { key: 'agriculture', categories: ['agriculture'] },
  { key: 'marine', categories: ['marine'] },
] as const satisfies ReadonlyArray<{ key: string; categories: readonly BrandCategory[] }>

export type CategoryTab = (typeof categoryTabs)[number]['key']

export function isCategoryTab(value: unknown): value is CategoryTab {
  return categoryTabs.some((tab) => tab.key === value)
}

const fold = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()

/** Tab and search apply together; the search ignores case, accents and surrounding spaces. */
export function filterBrands<T extends { name: string; category: BrandCategory }>(
  brands: readonly T[],
  { tab = 'all', query = '' }: { tab?: CategoryTab; query?: string },
): T[] {
  const allowed: readonly BrandCategory[] =
    categoryTabs.find((t) => t.key === tab)?.categories ?? brandCategories
  const needle = fold(query.trim())
  return brands.filter(
    (brand) => allowed.includes(brand.category) && fold(brand.name).includes(needle),
  )
}
