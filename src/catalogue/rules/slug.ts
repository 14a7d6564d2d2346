/**
 * The one slug rule of the catalogue, shared by the importer and the admin's slug fields:
 * lower case, diacritics folded (Citroën -> citroen), punctuation removed, runs of spaces
 * and underscores turned into a single hyphen.
 */
export function slugify(input: string): string {
  return input
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\s_]+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '')
}

/** Catalogue documents are found by their full path: `audi/a4/2015-2019/150pk`. */
export function joinPath(...segments: string[]): string {
  return segments.join('/')
}

/** The default engine slug: stock power followed by "pk" (150 -> "150pk"). */
export function powerSlug(stockHp: number): string {
  return `${Math.round(stockHp)}pk`
}
