import { brandSlugFor, slugify } from '@/catalogue'

/** A name as a comparison key: diacritics folded, upper case, punctuation as spaces. */
export function nameKey(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim()
}

export const tokensOf = (name: string) => nameKey(name).split(' ').filter(Boolean)

/**
 * Makes the RDW registers under another name than our brand pages carry; on top of the short
 * names the /chiptuning pages already accept (brand-aliases.ts).
 */
const rdwMakes: Record<string, string> = {
  'BMW ALPINA': 'alpina',
  'MERCEDES AMG': 'mercedes-benz',
  'MCC SMART': 'smart',
}

/** The brand slug a registered make stands for through an alias, if any. */
export function aliasSlugOf(make: string): string | null {
  const key = nameKey(make)
  const slug = rdwMakes[key] ?? brandSlugFor(slugify(key))
  return slug === slugify(key) ? null : slug
}

/** The RDW's vehicle kind -> the catalogue categories that hold such vehicles. */
const kindCategories: Record<string, string[]> = {
  PERSONENAUTO: ['cars'],
  BEDRIJFSAUTO: ['commercial', 'trucks'],
  MOTORFIETS: ['motorcycles'],
  BROMFIETS: ['motorcycles'],
  'LANDBOUW OF BOSBOUWTREKKER': ['agriculture'],
}

export function kindFits(kind: string | null, category: string): boolean | null {
  const categories = kind ? kindCategories[nameKey(kind)] : undefined
  return categories ? categories.includes(category) : null
}
